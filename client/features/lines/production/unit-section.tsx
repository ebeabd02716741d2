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
 * Memoised: the board re-renders whenever its lines or its clock move; a section only when something its own tiles
 * show does: one of its lines, the highlight or the "unexplained" mark of one of its lines, or the minute clock (the
 * tiles then check whether they show a duration). A change of line 5 renders line 5's section
 * and, in it, line 5's tile alone (docs/decisions/255). A re-read of the cache that changed nothing (the live
 * query's first answer after the primed read, a pull with no change to these lines) hands over new line objects
 * with the same fields: the section stays as it is.
 */
export function sameSection(prev: UnitSectionProps, next: UnitSectionProps): boolean {
  if (prev.unit !== next.unit || prev.onOpen !== next.onOpen || prev.now !== next.now) return false
  if (prev.lines !== next.lines) {
    if (prev.lines.length !== next.lines.length) return false
    if (!prev.lines.every((line, i) => sameLine(line, next.lines[i] as ProductionLine))) return false
  }
  return next.lines.every(
    (line) =>
      prev.highlighted.has(line.id) === next.highlighted.has(line.id) &&
      prev.unexplained.has(line.id) === next.unexplained.has(line.id),
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
            t={t}
          />
        ))}
      </SimpleGrid>
    </section>
  )
}, sameSection)
