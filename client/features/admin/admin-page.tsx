// Admin panel (/admin, /admin-dashboard). Not built yet: a "coming soon" stand-in until this file is replaced.
import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '../../components/coming-soon-page'

export function AdminPage() {
  const { t } = useTranslation()
  return <ComingSoonPage title={t('screens.admin')} />
}
