/** Classes shared by Dialog, AlertDialog and Sheet (kept apart so the lazy chunks need no facade). */
export const overlayClasses = 'fixed inset-0 z-50 bg-slate-950/50 motion-safe:data-[state=open]:animate-fade-in'
export const contentClasses =
  'fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border border-border bg-background p-6 text-foreground shadow-lg motion-safe:data-[state=open]:animate-fade-in'
