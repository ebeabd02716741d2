// The wall display (/production?view=wall, issue 17 §5): every line of the plant on one screen without
// scrolling, colour + word + icon, counts per status, the stale-data banner; no chrome, no cursor, screen awake.
import { useElementSize } from '@mantine/hooks'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { compareByNumberInName } from '../../../../shared/lines'
import { usePlantOee } from '../../../entities/oee/use-plant-oee'
import { useUnexplainedLines } from '../../../entities/oee/use-unexplained-lines'
import type { ProductionLine } from '../../../../shared/types'
import { useWakeLock } from '../../../kiosk/use-wake-lock'
import { useNow } from '../../../lib/use-now'
import { LiveClock } from './live-clock'
import { StaleBanner } from './stale-banner'
import { StatusIcon } from './status-icon'
import type { BoardFreshness } from './use-board-freshness'
import { wallGrid } from './wall-layout'
import { WallTile } from './wall-tile'
import classes from './wall-board.module.css'

const COUNTED = ['running', 'stopped', 'maintenance', 'awaiting_clearance'] as const

export function WallBoard({ lines, freshness }: { lines: ProductionLine[] | undefined; freshness: BoardFreshness }) {
  const { t } = useTranslation()
  useWakeLock(true)
  const now = useNow(30_000)
  const { ref, width, height } = useElementSize()
  const sorted = useMemo(() => [...(lines ?? [])].sort(compareByNumberInName), [lines])
  const oee = usePlantOee()
  const unexplained = useUnexplainedLines(lines)
  const { cols, rows } = wallGrid(sorted.length, width, height)
  return (
    <div className={classes.wall} data-testid="wall-board">
      <div className={classes.top}>
        <h1 style={{ margin: 0, fontSize: 'inherit' }}>{t('production.title')}</h1>
        <div className={classes.counts} aria-label={t('production.liveStatus')}>
          {COUNTED.map((status) => (
            <span key={status} className={classes.count} data-count={status}>
              <StatusIcon status={status} size="1em" />
              {t(`honest.board.${status}`, { count: sorted.filter((l) => l.status === status).length })}
            </span>
          ))}
        </div>
        <LiveClock label={t('production.clock')} fz="inherit" />
        <Link to="/production" className={classes.exit} style={{ color: 'inherit', fontSize: '0.7em' }}>
          {t('honest.board.exitWall')}
        </Link>
      </div>
      <StaleBanner freshness={freshness} size="wall" />
      {lines?.length === 0 && (
        <p className={classes.empty} data-testid="wall-empty">
          {t('production.noLines')}
        </p>
      )}
      <div
        ref={ref}
        className={classes.grid}
        role="list"
        aria-label={t('production.title')}
        style={{
          gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))`,
          gridTemplateRows: `repeat(${rows}, minmax(0, 1fr))`,
        }}
      >
        {sorted.map((line) => (
          <WallTile key={line.id} line={line} now={now} oee={oee.get(line.id)} unexplained={unexplained.has(line.id)} />
        ))}
      </div>
    </div>
  )
}
