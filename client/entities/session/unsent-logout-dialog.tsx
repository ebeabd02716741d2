// The logout warning about work still on the device (logout-button.tsx): loaded only when there is some, so
// the screens that show a Logout button do not carry the dialog's code (docs/decisions/140).
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { mutationLabelKey } from '../../sync/mutation-label'
import type { UnsentKind } from './unsent-summary'

export interface Unsent {
  waiting: UnsentKind[]
  waitingCount: number
  refusedCount: number
}

interface UnsentLogoutDialogProps {
  unsent: Unsent
  online: boolean
  sending: boolean
  onCancel: () => void
  onLogout: () => void
  onSendNow: () => void
}

export function UnsentLogoutDialog({
  unsent,
  online,
  sending,
  onCancel,
  onLogout,
  onSendNow,
}: UnsentLogoutDialogProps) {
  const { t } = useTranslation()
  return (
    <Modal
      opened
      onClose={onCancel}
      title={t('honest.logout.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        {unsent.waitingCount > 0 && (
          <>
            <Text>{t('honest.logout.waiting', { count: unsent.waitingCount })}</Text>
            <List>
              {unsent.waiting.map((kind) => (
                <List.Item key={kind.name}>
                  {t('honest.logout.kind', { count: kind.count, kind: t(mutationLabelKey(kind.name)) })}
                </List.Item>
              ))}
            </List>
          </>
        )}
        {unsent.refusedCount > 0 && <Text>{t('honest.logout.refused', { count: unsent.refusedCount })}</Text>}
        <Text size="sm">{t('honest.logout.kept')}</Text>
        {!online && unsent.waitingCount > 0 && <Text size="sm">{t('honest.logout.offline')}</Text>}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('honest.logout.cancel')}
          </Button>
          <Button variant="light" color="orange" onClick={onLogout}>
            {t('honest.logout.anyway')}
          </Button>
          {online && unsent.waitingCount > 0 && (
            <Button onClick={onSendNow} loading={sending}>
              {t('honest.logout.sendNow')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  )
}
