import { Spinner } from '../ui/spinner'

/** Full-area spinner with the guard's message (SPEC §2 loading messages). */
export function LoadingScreen({ message }: { message: string }) {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-3 text-muted-foreground" role="status">
      <Spinner aria-label={message} />
      <p>{message}</p>
    </div>
  )
}
