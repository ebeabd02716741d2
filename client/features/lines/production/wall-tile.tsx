// One line on the wall: icon and name, the status word (≥ 32 px at 1080p), for a stopped line how long and
// whether its stop still has no reason, and the current shift's OEE from the server (issue 30).
import { useTranslation } from 'react-i18next'
import { lineDisplayName } from '../../../../shared/lines'
import type { ProductionLine } from '../../../../shared/types'
import type { LineOee } from '../../../../shared/oee/oee-types'
import { formatPercent } from '../../../lib/format-number'
import { durationText } from '../common/duration-text'
import { lineStatusKey } from '../../../entities/line-status/line-status'
import { StatusIcon } from './status-icon'
import classes from './wall-board.module.css'

export function WallTile({
  line,
  now,
  oee,
  unexplained,
}: {
  line: ProductionLine
  now: Date
  oee: LineOee | undefined
  unexplained: boolean
}) {
  const { t } = useTranslation()
  const stoppedFor = line.status === 'stopped' ? durationText(line.statusSince, now, t) : null
  return (
    <div
      className={classes.tile}
      data-status={line.status}
      data-line-id={line.id}
      data-unexplained={unexplained || undefined}
      role="listitem"
    >
      <div className={classes.name}>
        <StatusIcon status={line.status} size="1em" />
        {lineDisplayName(line)}
      </div>
      <div className={classes.word} data-testid="wall-status-word">
        {t(lineStatusKey(line.status))}
      </div>
      {stoppedFor && <div className={classes.since}>{t('honest.board.stoppedFor', { duration: stoppedFor })}</div>}
      {unexplained && (
        <div className={classes.unexplained} data-testid="wall-unexplained">
          {t('production.unexplained')}
        </div>
      )}
      {oee && oee.oee !== null && (
        <div className={classes.oee} data-testid="wall-oee">
          {t('production.oee', { value: formatPercent(oee.oee * 100, 0) })}
        </div>
      )}
    </div>
  )
}
