// What the screen says above the figures: choose dates, offline with the report as of a time, or a failure.
import { Alert, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { formatDate, formatDateTime } from '../../i18n/format'
import type { ReportBundle } from './reports-api'
import type { ReportState } from './use-reports'

interface ReportStatusProps {
  state: ReportState
  bundle: ReportBundle | null
  needDates: boolean
  reversed: boolean
}

export function ReportStatus({ state, bundle, needDates, reversed }: ReportStatusProps) {
  const { t } = useTranslation()
  if (reversed) return <Alert color="red.9">{t('reports.reversed')}</Alert>
  if (needDates) return <Alert color="blue.8">{t('reports.needDates')}</Alert>
  const asOf = bundle ? formatDateTime(bundle.fetchedAt) : ''
  const shown = bundle
    ? t('reports.rangeShown', {
        start: formatDate(bundle.tickets.range.start),
        end: formatDate(new Date(Date.parse(bundle.tickets.range.end) - 1)),
      })
    : ''
  if (state === 'stale') {
    return (
      // Filled orange (white on the theme's darker orange, like the board's offline banner): a light yellow.9
      // alert drew its title in the same orange as its background, an empty-looking first line (issue 31 §9).
      <Alert color="orange" variant="filled" role="status" title={t('reports.offlineTitle')}>
        {bundle ? t('reports.offline', { time: asOf }) : t('reports.offlineNone')} {shown}
      </Alert>
    )
  }
  if (state === 'error') return <Alert color="red.9">{t('reports.loadFailed')}</Alert>
  if (!bundle) return null
  return (
    <Text size="sm" c="gray.7" role="status">
      {t('reports.asOf', { time: asOf })} · {shown}
    </Text>
  )
}
