// Lines waiting for clearance, from the device's cache: each with why, since when, and the way to clear it.
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useLiveQuery } from 'dexie-react-hooks'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { compareByNumberInName, lineDisplayName } from '../../../shared/lines'
import { can } from '../../../shared/roles'
import { db } from '../../data/db'
import { useSession } from '../../entities/session/session-context'
import { formatDateTime } from '../../i18n/format'

export function HeldLinesList() {
  const { t } = useTranslation()
  const role = useSession().user?.role.name ?? ''
  const held = useLiveQuery(async () => {
    const lines = (await db.lines.where('status').equals('awaiting_clearance').toArray()).sort(compareByNumberInName)
    const holds = await db.hygieneHolds.toArray()
    return lines.map((line) => ({
      line,
      hold: holds.find((h) => h.lineId === line.id && h.releasedAt === null),
    }))
  }, [])
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('hygiene.page.heldLines')}
      </Title>
      {held?.length === 0 && <Text>{t('hygiene.page.none')}</Text>}
      {held?.map(({ line, hold }) => (
        <Paper key={line.id} withBorder p="sm" radius="md" data-testid={`held-line-${line.id}`}>
          <Group justify="space-between" wrap="wrap">
            <Stack gap={2}>
              <Text fw={700}>{lineDisplayName(line)}</Text>
              {hold && (
                <Text size="sm">
                  {t(`hygiene.held.cause.${hold.cause}`)} ·{' '}
                  {t('hygiene.held.since', { time: formatDateTime(hold.workEndedAt) })}
                </Text>
              )}
            </Stack>
            {can.clearLine(role) && (
              <Button component={Link} to={`/hygiene/clear/${line.id}`} color="violet">
                {t('hygiene.held.clear', { name: lineDisplayName(line) })}
              </Button>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  )
}
