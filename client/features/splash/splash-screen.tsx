// The 5-second start screen (reporting spec §2 "Splash and application start").
import { Button, Center, Image, Progress, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { clearCacheAndReload } from '../../lib/cache-reset'
import { useSplashProgress } from './use-splash-progress'

export function SplashScreen({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation()
  const { percent, message, showHelp } = useSplashProgress(onDone)
  const [clearing, setClearing] = useState(false)

  const clear = () => {
    setClearing(true)
    void clearCacheAndReload()
  }

  return (
    <Center mih="100dvh" p="md" component="main">
      <Stack align="center" gap="md" w="min(420px, 100%)">
        <Image src="/icons/icon-192.png" alt="" w={96} h={96} />
        <Title order={1}>{t('app.name')}</Title>
        <Text c="gray.7">{t('splash.subtitle')}</Text>
        <Progress value={percent} w="100%" size="lg" aria-label={t('splash.progressLabel')} />
        <Text role="status" aria-live="polite">
          {t(`splash.steps.${message}`)}
        </Text>
        {showHelp && (
          <Button variant="subtle" color="red" onClick={clear} disabled={clearing}>
            {clearing ? t('splash.clearing') : t('splash.notLoading')}
          </Button>
        )}
      </Stack>
    </Center>
  )
}
