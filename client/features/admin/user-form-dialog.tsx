// Add / edit a user: first name, last name, username, email, role, active switch, and a password.
import { Button, Group, Modal, PasswordInput, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminRole, ManagedUser } from '../../../shared/admin'
import { apiRequest } from '../../lib/api-client'
import { toast } from '../../lib/toast'
import { roleName } from './role-name'
import {
  errorMessage,
  fieldErrors,
  initialValues,
  refusedFields,
  toBody,
  type FormField,
  type UserFormValues,
} from './user-form'

interface UserFormDialogProps {
  /** null: add a user. */
  user: ManagedUser | null
  roles: AdminRole[]
  onClose: () => void
  onSaved: () => void
}

export function UserFormDialog({ user, roles, onClose, onSaved }: UserFormDialogProps) {
  const { t } = useTranslation()
  const [values, setValues] = useState<UserFormValues>(() => initialValues(user))
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({})
  const [saving, setSaving] = useState(false)
  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }))

  async function submit(event: FormEvent) {
    event.preventDefault()
    // Checked on the device with the server's schema first: each field says what is wrong with it.
    const found = fieldErrors(values, user !== null, t)
    setErrors(found)
    if (Object.keys(found).length) return
    setSaving(true)
    try {
      if (user) await apiRequest('PATCH', `/api/admin/users/${user.id}`, toBody(values, true))
      else await apiRequest('POST', '/api/admin/users', toBody(values, false))
      toast.success(user ? t('admin.users.toast.updatedTitle') : t('admin.users.toast.createdTitle'), values.username)
      onSaved()
    } catch (error) {
      const refused = refusedFields(error)
      const known = fieldErrors(values, user !== null, t)
      setErrors(
        Object.fromEntries(
          refused.fields.map((f) => [
            f,
            refused.taken ? t('admin.users.form.invalid.taken') : (known[f] ?? t(`admin.users.form.invalid.${f}`)),
          ]),
        ),
      )
      if (!refused.fields.length)
        toast.error(t('admin.users.toast.errorTitle'), t('admin.users.toast.failed', { message: errorMessage(error) }))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={user ? t('admin.users.form.editTitle') : t('admin.users.form.createTitle')}
      size="lg"
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('admin.users.form.firstName')}
              required
              value={values.firstName}
              error={errors.firstName}
              onChange={(e) => set('firstName', e.currentTarget.value)}
            />
            <TextInput
              label={t('admin.users.form.lastName')}
              required
              value={values.lastName}
              error={errors.lastName}
              onChange={(e) => set('lastName', e.currentTarget.value)}
            />
          </SimpleGrid>
          <TextInput
            label={t('admin.users.form.username')}
            required
            autoComplete="off"
            value={values.username}
            error={errors.username}
            onChange={(e) => set('username', e.currentTarget.value)}
          />
          <TextInput
            label={t('admin.users.form.email')}
            type="email"
            value={values.email}
            error={errors.email}
            onChange={(e) => set('email', e.currentTarget.value)}
          />
          <Select
            label={t('admin.users.form.role')}
            required
            allowDeselect={false}
            data={roles.map((r) => ({ value: String(r.id), label: roleName(t, r.name) }))}
            value={values.roleId}
            error={errors.roleId}
            onChange={(v) => v && set('roleId', v)}
          />
          <Switch
            label={t('admin.users.form.active')}
            checked={values.isActive}
            onChange={(e) => set('isActive', e.currentTarget.checked)}
          />
          {user && (
            <Text size="sm" c="gray.7">
              {t('admin.users.form.roleHint')}
            </Text>
          )}
          <PasswordInput
            label={user ? t('admin.users.form.newPassword') : t('admin.users.form.password')}
            description={user ? t('admin.users.form.newPasswordHint') : undefined}
            styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
            required={!user}
            autoComplete="new-password"
            value={values.password}
            error={errors.password}
            onChange={(e) => set('password', e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('admin.users.form.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('admin.users.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
