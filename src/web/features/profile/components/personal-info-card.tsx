import { useForm, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { formatBrazilianPhone, profileInput, type ProfileData, type ProfileInput } from '../../../../shared/profile'
import { profile as t } from '../../../i18n/pt-BR/profile'
import { errorMessage } from '../../../lib/api'
import { ME_KEY, type Me } from '../../../lib/session'
import { notify } from '../../../lib/toast'
import { Button } from '../../../ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../ui/card'
import { Input } from '../../../ui/input'
import { Label } from '../../../ui/label'
import { profileApi } from '../api'

type Fields = { nome_completo: string; telefone: string }

/** 'Informações pessoais': name and phone, validated by the server's own zod schema. */
export function PersonalInfoCard({ me }: { me: Me }) {
  const queryClient = useQueryClient()
  const { register, handleSubmit, formState, reset } = useForm<Fields, unknown, ProfileData>({
    defaultValues: { nome_completo: me.profile.nome_completo || me.user.name, telefone: formatBrazilianPhone(me.profile.telefone) },
    resolver: zodResolver(profileInput) as unknown as Resolver<Fields, unknown, ProfileData>,
  })
  const { errors, isSubmitting } = formState

  async function save(body: ProfileData) {
    try {
      await profileApi.update(body satisfies ProfileInput)
      reset({ nome_completo: body.nome_completo, telefone: formatBrazilianPhone(body.telefone) })
      notify.success(t.personal.saved, t.personal.savedBody)
      await queryClient.invalidateQueries({ queryKey: ME_KEY })
    } catch (err) {
      notify.error(t.personal.error, errorMessage(err, t.personal.errorFallback))
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.personal.title}</CardTitle>
        <CardDescription>{t.personal.description}</CardDescription>
      </CardHeader>
      <form onSubmit={handleSubmit(save)} noValidate>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5 sm:col-span-2">
            <Label htmlFor="profile-name">{t.personal.name}</Label>
            <Input id="profile-name" autoComplete="name" placeholder={t.personal.namePlaceholder} aria-invalid={!!errors.nome_completo}
              aria-describedby={errors.nome_completo ? 'profile-name-error' : undefined} {...register('nome_completo')} />
            {errors.nome_completo && <p id="profile-name-error" role="alert" className="text-sm text-destructive">{errors.nome_completo.message}</p>}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="profile-email">{t.personal.email}</Label>
            <Input id="profile-email" value={me.user.email} readOnly aria-describedby="profile-email-hint" className="bg-muted" />
            <p id="profile-email-hint" className="text-xs text-muted-foreground">{t.personal.emailHint}</p>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="profile-phone">{t.personal.phone}</Label>
            <Input id="profile-phone" type="tel" inputMode="tel" autoComplete="tel" placeholder={t.personal.phonePlaceholder} aria-invalid={!!errors.telefone}
              aria-describedby={errors.telefone ? 'profile-phone-error' : 'profile-phone-hint'} {...register('telefone')} />
            {errors.telefone
              ? <p id="profile-phone-error" role="alert" className="text-sm text-destructive">{errors.telefone.message}</p>
              : <p id="profile-phone-hint" className="text-xs text-muted-foreground">{t.personal.phoneHint}</p>}
          </div>
        </CardContent>
        <CardFooter>
          <Button type="submit" loading={isSubmitting} className="w-full sm:w-auto">{isSubmitting ? t.personal.saving : t.personal.save}</Button>
        </CardFooter>
      </form>
    </Card>
  )
}
