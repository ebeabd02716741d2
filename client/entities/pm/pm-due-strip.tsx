// The production board's "PM due" markers: one small badge per line with planned maintenance due today or
// overdue, named by line (one live query for the whole board, usePmDueLines, so the tiles stay as they are).
import { Badge, Group } from '@mantine/core'
import { memo, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { lineDisplayName } from '../../../shared/lines'
import type { ProductionLine } from '../../../shared/types'

/**
 * The lines with PM due, as JSON of [id, name] pairs (a string: equal strips compare equal), "" for none. Computed
 * once per list of lines and due set, not per tile.
 */
export function pmDueRows(lines: readonly ProductionLine[] | undefined, due: ReadonlySet<number>): string {
  const rows = (lines ?? []).filter((l) => due.has(l.id)).map((l) => [l.id, lineDisplayName(l)])
  return rows.length ? JSON.stringify(rows) : ''
}

/** `due`: the board's own read of usePmDueLines (it waits for it, so the strip never arrives after the tiles). */
export function PmDueStrip({ lines, due }: { lines: readonly ProductionLine[] | undefined; due: ReadonlySet<number> }) {
  const rows = useMemo(() => pmDueRows(lines, due), [lines, due])
  return <PmDueBadges rows={rows} />
}

/** Renders again only when a badge would change: a change to a line without PM due leaves the strip alone. */
const PmDueBadges = memo(function PmDueBadges({ rows }: { rows: string }) {
  const { t } = useTranslation()
  if (!rows) return null
  return (
    <Group gap="xs" aria-label={t('pmDue.boardLabel')} role="list">
      {(JSON.parse(rows) as [number, string][]).map(([id, name]) => (
        <Badge key={id} role="listitem" color="yellow.4" c="dark.9" data-testid={`pm-due-${id}`}>
          {t('pmDue.onLine', { line: name })}
        </Badge>
      ))}
    </Group>
  )
})
