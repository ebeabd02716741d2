// One andon tile: name (or "Line {id}"), "Active" when running, how long a stopped line has been stopped; a
// running line shows product code and target weight below. Its hover tooltip is the board's (board-tooltip.tsx).
// Plain elements with the module's classes, styled as Mantine's Text, Stack and UnstyledButton were: 40 tiles of
// five Mantine components each were most of the board's first render on a phone (docs/decisions/163).
import type { TFunction } from 'i18next'
import { memo } from 'react'
import { lineDisplayName } from '../../../../shared/lines'
import type { ProductionLine } from '../../../../shared/types'
import { durationText } from '../common/duration-text'
import { lineStatusKey } from '../../../entities/line-status/line-status'
import classes from './line-tile.module.css'

interface LineTileProps {
  line: ProductionLine
  highlighted: boolean
  /** Stopped, and nobody gave the stop a reason yet (issue 30 §2). */
  unexplained: boolean
  now: Date
  onOpen: (lineId: number) => void
  /** The section's `t`: one translation hook per section rather than one per tile (docs/decisions/282). A new
   * language gives a new `t`, and every tile renders again. */
  t: TFunction
}

/**
 * A tile renders again only when something it shows changed: one of its line's fields, its highlight, the open
 * handler, or the clock for a stopped line (the only one that shows a duration). A pull hands the board new line
 * objects for all 40 lines, so plain `memo` would re-render every tile for one changed line.
 */
export function sameTile(prev: LineTileProps, next: LineTileProps): boolean {
  if (prev.highlighted !== next.highlighted || prev.onOpen !== next.onOpen || prev.t !== next.t) return false
  if (prev.unexplained !== next.unexplained) return false
  if (next.line.status === 'stopped' && prev.now.getTime() !== next.now.getTime()) return false
  return sameLine(prev.line, next.line)
}

/** The same line in every field (a re-read of the cache gives new objects for unchanged lines). */
export function sameLine(a: ProductionLine, b: ProductionLine): boolean {
  if (a === b) return true
  const keys = Object.keys(b) as (keyof ProductionLine)[]
  return keys.length === Object.keys(a).length && keys.every((k) => Object.is(a[k], b[k]))
}

export const LineTile = memo(function LineTile({ line, highlighted, unexplained, now, onOpen, t }: LineTileProps) {
  const running = line.status === 'running'
  const stoppedFor = line.status === 'stopped' ? durationText(line.statusSince, now, t) : null
  const state = running
    ? t('production.active')
    : line.status === 'maintenance' || line.status === 'awaiting_clearance'
      ? t(lineStatusKey(line.status))
      : stoppedFor && t('production.stoppedFor', { duration: stoppedFor })
  return (
    <div className={classes.cell}>
      <button
        type="button"
        className={classes.tile}
        data-status={line.status}
        data-highlight={highlighted}
        data-unexplained={unexplained || undefined}
        data-line-id={line.id}
        onClick={() => onOpen(line.id)}
      >
        <span className={classes.name}>{lineDisplayName(line)}</span>
        {/* The space is not laid out (flex items) but keeps the button's name "Line 1 Active" for screen readers. */}
        {state && (
          <>
            {' '}
            <span className={classes.state}>{state}</span>
          </>
        )}
      </button>
      <p className={classes.under} data-unexplained={unexplained || undefined}>
        {running && line.productSku
          ? t('production.productUnder', { sku: line.productSku, weight: line.targetWeight ?? '–' })
          : unexplained
            ? t('production.unexplained')
            : ''}
      </p>
    </div>
  )
}, sameTile)
