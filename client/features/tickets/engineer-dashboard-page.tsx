// Engineer dashboard (/engineer-dashboard); the spec does not show its content. Not built yet: a "coming soon" stand-in until this file is replaced.
import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '../../components/coming-soon-page'

export function EngineerDashboardPage() {
  const { t } = useTranslation()
  return <ComingSoonPage title={t('screens.engineerDashboard')} />
}
