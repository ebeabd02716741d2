// Logout that never drops unsent work (issue 17 §9, DESIGN.md §2): with changes still on the device it
// says how many and of what, offers Send now when online, and logging out keeps them for the next sign-in.
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { db } from '../../data/db'
import { useOnline } from '../../lib/use-online'
import { mutationLabelKey } from '../../sync/mutation-label'
import { syncEngine } from '../../sync/sync-runtime'
import { summariseUnsent, type UnsentKind } from './unsent-summary'

interface Unsent {
  waiting: UnsentKind[]
  waitingCount: number
  refusedCount: number
}

async function readUnsent(): Promise<Unsent> {
  const [waiting, refusedCount] = await Promise.all([db.outbox.toArray(), db.rejected.count()])
  return { waiting: summariseUnsent(waiting), waitingCount: waiting.length, refusedCount }
}

export function LogoutButton({ label, onLogout }: { label: string; onLogout: () => void }) {
  const { t } = useTranslation()
  const online = useOnline()
  const [unsent, setUnsent] = useState<Unsent | null>(null)
  const [sending, setSending] = useState(false)

  const start = async () => {
    const found = await readUnsent()
    if (found.waitingCount === 0 && found.refusedCount === 0) return onLogout()
    setUnsent(found)
  }
  const sendNow = async () => {
    setSending(true)
    await syncEngine.drain()
    const left = await readUnsent()
    setSending(false)
    if (left.waitingCount === 0 && left.refusedCount === 0) {
      setUnsent(null)
      onLogout()
    } else {
      setUnsent(left)
    }
  }

  return (
    <>
      <Button variant="default" onClick={() => void start()}>
        {label}
      </Button>
      <Modal opened={unsent !== null} onClose={() => setUnsent(null)} title={t('honest.logout.title')} closeButtonProps={{ 'aria-label': t('common.close') }}>
        {unsent && (
          <Stack gap="sm">
            {unsent.waitingCount > 0 && (
              <>
                <Text>{t('honest.logout.waiting', { count: unsent.waitingCount })}</Text>
                <List>
                  {unsent.waiting.map((kind) => (
                    <List.Item key={kind.name}>{t('honest.logout.kind', { count: kind.count, kind: t(mutationLabelKey(kind.name)) })}</List.Item>
                  ))}
                </List>
              </>
            )}
            {unsent.refusedCount > 0 && <Text>{t('honest.logout.refused', { count: unsent.refusedCount })}</Text>}
            <Text size="sm">{t('honest.logout.kept')}</Text>
            {!online && unsent.waitingCount > 0 && <Text size="sm">{t('honest.logout.offline')}</Text>}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => setUnsent(null)}>
                {t('honest.logout.cancel')}
              </Button>
              <Button variant="light" color="orange" onClick={onLogout}>
                {t('honest.logout.anyway')}
              </Button>
              {online && unsent.waitingCount > 0 && (
                <Button onClick={() => void sendNow()} loading={sending}>
                  {t('honest.logout.sendNow')}
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  )
}
