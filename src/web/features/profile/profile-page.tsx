import { common } from '../../i18n/pt-BR/common'
import { profile as t } from '../../i18n/pt-BR/profile'
import { LoadingScreen } from '../../layout/loading-screen'
import { useMe } from '../../lib/session'
import { PageHeader } from '../../ui/page-header'
import { DangerZoneCard } from './components/danger-zone-card'
import { PersonalInfoCard } from './components/personal-info-card'
import { SecurityCard } from './components/security-card'
import { TrialStatusCard } from './components/trial-status-card'
import { TwoFactorCard } from './components/two-factor-card'

/** /profile ('Configurações do Perfil', SPEC §2): personal information, security, trial status, danger zone. */
export function ProfilePage() {
  const { data: me, isError } = useMe()
  if (!me) {
    return (
      <>
        <PageHeader title={t.title} />
        {isError ? <p role="alert" className="text-destructive">{t.loadError}</p> : <LoadingScreen message={common.loading.profile} />}
      </>
    )
  }
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t.title} description={t.subtitle} />
      <div className="space-y-6">
        <PersonalInfoCard key={me.user.id} me={me} />
        <section aria-label={t.security.title} className="space-y-6">
          <SecurityCard email={me.user.email} />
          <TwoFactorCard />
        </section>
        <TrialStatusCard me={me} />
        <DangerZoneCard isAdmin={me.user.role === 'admin'} twoFactor={me.user.two_factor_enabled === true} />
      </div>
    </div>
  )
}
