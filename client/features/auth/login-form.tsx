// Username, password and role with the Login button; all state is owned by LoginPage.
import { Alert, Button, NativeSelect, PasswordInput, Stack, TextInput } from '@mantine/core'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { isLoginRole, ROLE_DROPDOWN_OPTIONS } from './demo-accounts'

export interface LoginFields {
  username: string
  password: string
  /** A LoginRole, or the account's own role after a mismatch (e.g. demo_viewer). */
  role: string
}

interface LoginFormProps {
  fields: LoginFields
  error: string | null
  busy: boolean
  onChange: (fields: Partial<LoginFields>) => void
  onSubmit: () => void
}

export function LoginForm({ fields, error, busy, onChange, onSubmit }: LoginFormProps) {
  const { t } = useTranslation()
  const options: string[] = [...ROLE_DROPDOWN_OPTIONS]
  if (fields.role && !options.includes(fields.role)) options.push(fields.role)
  const roleData = [
    { value: '', label: t('login.rolePlaceholder'), disabled: true },
    ...options.map((role) => ({ value: role, label: t(`login.roleOptions.${role}`) })),
  ]
  const complete = Boolean(fields.role && fields.username && fields.password)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!busy && complete) onSubmit()
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('login.username')}
          value={fields.username}
          onChange={(event) => onChange({ username: event.currentTarget.value })}
          autoComplete="username"
          autoCapitalize="none"
          size="md"
        />
        <PasswordInput
          label={t('login.password')}
          value={fields.password}
          onChange={(event) => onChange({ password: event.currentTarget.value })}
          autoComplete="current-password"
          visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
          size="md"
        />
        <NativeSelect
          label={t('login.role')}
          data={roleData}
          value={fields.role}
          onChange={(event) => {
            const role = event.currentTarget.value
            if (isLoginRole(role)) onChange({ role })
          }}
          size="md"
        />
        {error && (
          <Alert color="red" variant="filled" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" size="md" disabled={!complete || busy}>
          {busy ? t('login.submitting') : t('login.submit')}
        </Button>
      </Stack>
    </form>
  )
}
