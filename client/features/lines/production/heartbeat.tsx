// A heart that beats at the plant's health BPM (spec §4: the pulse animation period follows the BPM).
import { useTranslation } from 'react-i18next'
import classes from './heartbeat.module.css'

export function Heartbeat({ bpm, color }: { bpm: number; color: string }) {
  const { t } = useTranslation()
  return (
    <svg
      className={classes.heart}
      data-bpm={bpm}
      data-testid="heartbeat"
      style={{ animationDuration: `${60_000 / bpm}ms` }}
      viewBox="0 0 24 24"
      role="img"
      aria-label={t('production.heartbeat', { bpm })}
    >
      <path
        fill={`var(--mantine-color-${color}-filled)`}
        d="M12 21s-6.7-4.35-9.33-8.05C.6 10.03 1.5 5.9 5.05 4.9 7.3 4.27 9.6 5.3 12 7.9c2.4-2.6 4.7-3.63 6.95-3 3.55 1 4.45 5.13 2.38 8.05C18.7 16.65 12 21 12 21z"
      />
    </svg>
  )
}
