// The production board's "PM due" markers: one small badge per line with planned maintenance due today or
// overdue, named by line (one live query for the whole board, so the tiles stay as they are).
import { Badge, Group } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { lineDisplayName } from '../../../shared/lines'
import type { ProductionLine } from '../../../shared/types'
import { usePmDueLines } from './pm-due'

export function PmDueStrip({ lines }: { lines: readonly ProductionLine[] | undefined }) {
  const { t } = useTranslation()
  const due = usePmDueLines()
  const shown = (lines ?? []).filter((l) => due.has(l.id))
  if (shown.length === 0) return null
  return (
    <Group gap="xs" aria-label={t('pmDue.boardLabel')} role="list">
      {shown.map((l) => (
        <Badge key={l.id} role="listitem" color="yellow.4" c="dark.9" data-testid={`pm-due-${l.id}`}>
          {t('pmDue.onLine', { line: lineDisplayName(l) })}
        </Badge>
      ))}
    </Group>
  )
}
