// Confirms deleting a user; the server's refusal (yourself, the last admin) is shown as its toast.
import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ManagedUser } from '../../../shared/admin'
import { apiRequest } from '../../lib/api-client'
import { toast } from '../../lib/toast'
import { errorMessage } from './user-form'

export function DeleteUserDialog({
  user,
  onClose,
  onDeleted,
}: {
  user: ManagedUser
  onClose: () => void
  onDeleted: () => void
}) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  async function confirm() {
    setBusy(true)
    try {
      await apiRequest('DELETE', `/api/admin/users/${user.id}`)
      toast.success(t('admin.users.toast.deletedTitle'), user.username)
      onDeleted()
    } catch (error) {
      toast.error(t('admin.users.toast.errorTitle'), t('admin.users.toast.failed', { message: errorMessage(error) }))
      onClose()
    } finally {
      setBusy(false)
    }
  }
  return (
    <Modal opened onClose={onClose} title={t('admin.users.confirmTitle')}>
      <Stack>
        <Text>{t('admin.users.confirmMessage', { username: user.username })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('admin.users.form.cancel')}
          </Button>
          <Button color="red.9" loading={busy} onClick={() => void confirm()}>
            {t('admin.users.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
