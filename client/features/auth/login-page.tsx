// The login screen (spec §2): role cards, the form, and the "App Issues?" widget.
import { Container, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { homeRouteAfterLogin } from '../../../shared/roles'
import { AppIssuesWidget } from './app-issues-widget'
import { loginErrorText } from './auth-api'
import type { RoleCard } from './demo-accounts'
import { LoginForm } from './login-form'
import type { LoginFields } from './login-form'
import { RoleCards } from './role-cards'
import { RoleMismatchError } from './role-match'
import { useSession } from '../../entities/session/session-context'

export function LoginPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { login, status } = useSession()
  const [fields, setFields] = useState<LoginFields>({ username: '', password: '', role: '' })
  const [card, setCard] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  const chooseCard = (chosen: RoleCard) => {
    setCard(chosen.id)
    setFields((current) => ({ ...current, username: chosen.username, role: chosen.role }))
    setError(null)
  }

  const submit = async () => {
    // Same rule as shared/schemas/auth loginInput, checked by hand to keep zod out of the first bundle.
    const username = fields.username.trim()
    if (!username || !fields.password) {
      setError(t('login.errors.missingFields'))
      return
    }
    setError(null)
    try {
      const user = await login(username, fields.password, fields.role)
      navigate(homeRouteAfterLogin(user.role.name), { replace: true })
    } catch (failure) {
      if (failure instanceof RoleMismatchError) {
        const actual = failure.user.role.name
        // Offer the account's own role, so one more press signs in as what the account is.
        setFields((current) => ({ ...current, role: actual }))
        setError(
          t('honest.login.roleMismatch', {
            chosen: t(`login.roleOptions.${fields.role}`),
            actual: t(`login.roleOptions.${actual}`),
          }),
        )
        return
      }
      setError(loginErrorText(failure) ?? t('login.errors.failed'))
    }
  }

  return (
    <Container size="sm" pt="xl" pb="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('app.name')}</Title>
          <Text c="gray.7">{t('login.subtitle')}</Text>
        </div>
        <Title order={2} size="h4">
          {t('login.chooseRole')}
        </Title>
        <RoleCards selected={card} onChoose={chooseCard} />
        <LoginForm
          fields={fields}
          error={error}
          busy={status === 'authenticating'}
          onChange={(changes) => setFields((current) => ({ ...current, ...changes }))}
          onSubmit={() => void submit()}
        />
        <AppIssuesWidget />
      </Stack>
    </Container>
  )
}
