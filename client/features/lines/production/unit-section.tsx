// One unit's grid of andon tiles ("Unit B (Joints, Kebabs & Diced Meats)").
import { SimpleGrid, Title } from '@mantine/core'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import type { UnitCode } from '../../../../shared/constants'
import type { ProductionLine } from '../../../../shared/types'
import { LineTile, sameLine } from './line-tile'

interface UnitSectionProps {
  unit: UnitCode | null
  lines: ProductionLine[]
  highlighted: ReadonlySet<number>
  unexplained: ReadonlySet<number>
  now: Date
  onOpen: (lineId: number) => void
}

/**
 * Memoised: the board re-renders whenever the sync state or the freshness clock moves; the tiles only when
 * their lines, the highlight set or the minute clock do (40 Mantine tiles are the board's costliest render).
 * A re-read of the cache that changed nothing (the live query's first answer after the primed read, a pull with
 * no change to these lines) hands over new line objects with the same fields: the section stays as it is.
 */
export function sameSection(prev: UnitSectionProps, next: UnitSectionProps): boolean {
  if (
    prev.unit !== next.unit ||
    prev.highlighted !== next.highlighted ||
    prev.unexplained !== next.unexplained ||
    prev.now !== next.now ||
    prev.onOpen !== next.onOpen
  )
    return false
  if (prev.lines === next.lines) return true
  return (
    prev.lines.length === next.lines.length &&
    prev.lines.every((line, i) => sameLine(line, next.lines[i] as ProductionLine))
  )
}

export const UnitSection = memo(function UnitSection({
  unit,
  lines,
  highlighted,
  unexplained,
  now,
  onOpen,
}: UnitSectionProps) {
  const { t } = useTranslation()
  const title = unit
    ? t('production.unitHeading', { code: unit, name: t(`production.unitNames.${unit}`) })
    : t('production.otherLines')
  return (
    <section aria-label={title}>
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, md: 6 }} spacing="md">
        {lines.map((line) => (
          <LineTile
            key={line.id}
            line={line}
            highlighted={highlighted.has(line.id)}
            unexplained={unexplained.has(line.id)}
            now={now}
            onOpen={onOpen}
          />
        ))}
      </SimpleGrid>
    </section>
  )
}, sameSection)
