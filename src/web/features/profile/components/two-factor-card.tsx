import { twoFactor as t } from '../../../i18n/pt-BR/two-factor'
import { useMe } from '../../../lib/session'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card'
import { Label } from '../../../ui/label'
import { Switch } from '../../../ui/switch'

/** Segurança → two-factor switch, reflecting `me.user.two_factor_enabled`. */
export function TwoFactorCard() {
  const me = useMe()
  const enabled = me.data?.user.two_factor_enabled === true
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{t.title}</CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex items-center gap-3">
        <Switch id="two-factor-switch" checked={enabled} disabled />
        <Label htmlFor="two-factor-switch">{enabled ? t.on : t.off}</Label>
      </CardContent>
    </Card>
  )
}
