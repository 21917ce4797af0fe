import { useMe } from '../../lib/session'
import { PageHeader } from '../../ui/page-header'

export function PricingPage() {
  const { data: me } = useMe()
  const expired = me ? !me.flags.active && !me.flags.trialing : false
  return (
    <div className="space-y-6">
      {expired ? (
        <div role="alert" className="rounded-lg border border-destructive/40 bg-destructive-soft p-4 text-destructive">
          <h1 className="text-xl font-semibold">Seu Teste Gratuito Expirou!</h1>
          <p className="mt-1 text-sm">Escolha um plano para continuar usando o ForjaAds.</p>
        </div>
      ) : (
        <PageHeader title="Planos" description="Teste grátis de 3 dias. Cancele quando quiser." />
      )}
    </div>
  )
}
