// "Offline — last updated 10:42 (5 min ago)" whenever the board's data is not live (issue 17 §2, §5).
import { Alert } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { formatTime } from '../../../i18n/format'
import { durationText } from '../common/duration-text'
import type { BoardFreshness } from './use-board-freshness'

/** On the wall the message is as large as the wall's header (Alert's message has its own 14 px otherwise). */
const WALL_TEXT = { root: { fontSize: 'max(20px, 2.2vh)' }, message: { fontSize: 'inherit' } }

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
    <Alert
      color="orange"
      variant="filled"
      role="status"
      data-testid="stale-banner"
      p={size === 'wall' ? 'sm' : undefined}
      styles={size === 'wall' ? WALL_TEXT : undefined}
    >
      {text}
    </Alert>
  )
}
