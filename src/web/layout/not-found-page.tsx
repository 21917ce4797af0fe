import { Link } from '../ui/link'
import { common } from '../i18n/pt-BR/common'
import { Button } from '../ui/button'

export function NotFoundPage() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold">{common.notFound.title}</h1>
      <p className="text-muted-foreground">{common.notFound.body}</p>
      <Button asChild>
        <Link to="/">{common.notFound.back}</Link>
      </Button>
    </main>
  )
}
