// "Call Engineering Now": shows the spec's toast only; no call is made (spec §2).
import { Button } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { toast } from '../../../lib/toast'

export function CallEngineeringButton() {
  const { t } = useTranslation()
  return (
    <Button
      color="red.9"
      onClick={() => toast.success(t('engineeringBoard.call.title'), t('engineeringBoard.call.message'))}
    >
      {t('engineeringBoard.call.button')}
    </Button>
  )
}
