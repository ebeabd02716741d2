// Per-line tablet dashboard (/line-dashboard, /line/:lineId). Not built yet: a "coming soon" stand-in until this file is replaced.
import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '../../components/coming-soon-page'

export function LineDashboardPage() {
  const { t } = useTranslation()
  return <ComingSoonPage title={t('screens.lineDashboard')} />
}
