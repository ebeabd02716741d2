// The small "PM due" marker on the line tablet and the production board: a line with a planned-maintenance work
// order due today or overdue. Text, not only a colour.
import { Badge } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useLinePmDue } from './pm-due'

export function PmDueMarker({ lineId }: { lineId: number }) {
  const { t } = useTranslation()
  const { due, overdue } = useLinePmDue(lineId)
  if (due === 0) return null
  return (
    <Badge color={overdue ? 'red.8' : 'yellow.4'} c={overdue ? 'white' : 'dark.9'} data-testid={`pm-due-${lineId}`}>
      {overdue ? t('pmDue.overdue') : t('pmDue.due')}
    </Badge>
  )
}
