// The 5-second start screen (reporting spec §2 "Splash and application start").
import { Center, Image, Progress, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ClearCacheButton } from '../../components/clear-cache-button'
import { useSplashProgress } from './use-splash-progress'

export function SplashScreen({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation()
  // While the user reads the "unsent changes" question, the app does not start underneath it.
  const [asking, setAsking] = useState(false)
  const { percent, message, showHelp } = useSplashProgress(asking ? waitForAnswer : onDone)

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
        {/* In the flow under the progress, so it covers nothing; never offered offline (issue 17 §3). */}
        {showHelp && (
          <ClearCacheButton label={t('splash.notLoading')} busyLabel={t('splash.clearing')} onAsking={setAsking} />
        )}
      </Stack>
    </Center>
  )
}

function waitForAnswer(): void {}
