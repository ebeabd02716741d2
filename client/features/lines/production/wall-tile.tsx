// One line on the wall: icon and name, the status word (≥ 32 px at 1080p), and for a stopped line how long.
import { useTranslation } from 'react-i18next'
import { lineDisplayName } from '../../../../shared/lines'
import type { ProductionLine } from '../../../../shared/types'
import { durationText } from '../common/duration-text'
import { lineStatusKey } from '../../../entities/line-status/line-status'
import { StatusIcon } from './status-icon'
import classes from './wall-board.module.css'

export function WallTile({ line, now }: { line: ProductionLine; now: Date }) {
  const { t } = useTranslation()
  const stoppedFor = line.status === 'stopped' ? durationText(line.statusSince, now, t) : null
  return (
    <div className={classes.tile} data-status={line.status} data-line-id={line.id} role="listitem">
      <div className={classes.name}>
        <StatusIcon status={line.status} size="1em" />
        {lineDisplayName(line)}
      </div>
      <div className={classes.word} data-testid="wall-status-word">
        {t(lineStatusKey(line.status))}
      </div>
      {stoppedFor && <div className={classes.since}>{t('honest.board.stoppedFor', { duration: stoppedFor })}</div>}
    </div>
  )
}
