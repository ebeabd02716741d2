// QR Scanner (/qr-scanner): the spec's screen is placeholder text only; scanning comes later.
import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '../../components/coming-soon-page'

export function QrScannerPage() {
  const { t } = useTranslation()
  return <ComingSoonPage title={t('screens.qrScanner')} message={t('qrScanner.placeholder')} />
}
