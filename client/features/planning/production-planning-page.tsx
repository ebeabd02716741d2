// Production Planning (/production-planning). Not built yet: a "coming soon" stand-in until this file is replaced.
import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '../../components/coming-soon-page'

export function ProductionPlanningPage() {
  const { t } = useTranslation()
  return <ComingSoonPage title={t('screens.productionPlanning')} />
}
