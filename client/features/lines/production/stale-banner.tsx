// "Offline — last updated 10:42 (5 min ago)" whenever the board's data is not live (issue 17 §2, §5).
// Plain elements drawn as Mantine's filled Alert (stale-banner.module.css; the message keeps Alert's class name):
// the Alert gives itself a new id in a layout effect, and offline, where the banner is in the board's first
// render, that forced a second, synchronous render (and every passive effect of the first screen) before the
// tiles could paint (docs/decisions/276).
import { useTranslation } from 'react-i18next'
import { formatTime } from '../../../i18n/format'
import { durationText } from '../common/duration-text'
import type { BoardFreshness } from './use-board-freshness'
import classes from './stale-banner.module.css'

export function StaleBanner({ freshness, size = 'md' }: { freshness: BoardFreshness; size?: 'md' | 'wall' }) {
  const { t } = useTranslation()
  if (freshness.live) return null
  const { lastUpdated, online, now } = freshness
  const head = online ? t('honest.board.notLive') : t('honest.board.offline')
  const text = lastUpdated
    ? t('honest.board.lastUpdated', {
        head,
        time: formatTime(lastUpdated),
        age: durationText(lastUpdated, now, t) ?? '',
      })
    : t('honest.board.noData', { head })
  return (
    // On the wall the message is as large as the wall's header (14 px otherwise).
    <div
      role="status"
      data-testid="stale-banner"
      className={size === 'wall' ? `${classes.banner} ${classes.wall}` : classes.banner}
    >
      <div className={`${classes.message} mantine-Alert-message`}>{text}</div>
    </div>
  )
}
