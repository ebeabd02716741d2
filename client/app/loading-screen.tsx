// Shown while a screen's code loads on first navigation.
import { Center, Loader } from '@mantine/core'
import { useTranslation } from 'react-i18next'

export function LoadingScreen() {
  const { t } = useTranslation()
  return (
    <Center mih="50vh">
      <Loader aria-label={t('app.loading')} />
    </Center>
  )
}
