/** The closed box of a Select, the same in the light stand-in (./select.tsx) and in Radix's (./select-impl.tsx). */
export const selectTriggerClasses =
  'flex h-10 w-full items-center justify-between gap-2 rounded-md border border-input bg-background px-3 py-2 text-left text-base text-foreground disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive data-[placeholder]:text-muted-foreground sm:text-sm [&>span]:truncate'
