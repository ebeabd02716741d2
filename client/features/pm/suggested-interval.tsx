// The predictive model's advice beside a machine plan: the interval at which the machine's fitted reliability
// falls to 90 %. Needs the server; applied only when someone presses Apply.
import { Alert, Button, Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { formatPercent } from '../../lib/format-number'
import { useApiQuery } from '../../lib/use-api-query'
import { useOnline } from '../../lib/use-online'

interface Suggestion {
  days: number | null
  target: number
  model: string
}

export function SuggestedInterval({ machineId, onApply }: { machineId: string; onApply: (days: number) => void }) {
  const { t } = useTranslation()
  const online = useOnline()
  const q = useApiQuery<Suggestion>(
    online ? `/api/pm/plans/suggestion?machineId=${encodeURIComponent(machineId)}` : null,
  )
  if (!online) return <Text c="gray.7">{t('pm.suggestion.offline')}</Text>
  if (!q.data || q.data.days === null) return null
  const days = q.data.days
  return (
    <Alert color="blue" variant="light" title={t('pm.suggestion.title')}>
      <Group justify="space-between">
        <Text size="sm">
          {t('pm.suggestion.text', { count: days, percent: formatPercent(q.data.target * 100, 0) })}
        </Text>
        <Button size="xs" onClick={() => onApply(days)}>
          {t('pm.suggestion.apply')}
        </Button>
      </Group>
    </Alert>
  )
}
