// Mobile My Tickets for engineers (/engineer-mobile, /mobile-engineer). Not built yet: a "coming soon" stand-in until this file is replaced.
import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '../../components/coming-soon-page'

export function EngineerMobilePage() {
  const { t } = useTranslation()
  return <ComingSoonPage title={t('screens.engineerMobile')} />
}
