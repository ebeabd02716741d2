// QR Scanner (/qr-scanner): scan an equipment code and log a ticket, try the scanner with a simulated scan,
// or print the labels the scanner reads. (The spec's screen was placeholder text; this one works.)
import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { ScanPanel } from '../../entities/scanner/scan-panel'

type Mode = 'camera' | 'simulated' | null

export function QrScannerPage() {
  const { t } = useTranslation()
  const [mode, setMode] = useState<Mode>(null)
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Button component={Link} to="/dashboard" variant="default">
            {t('scanner.page.back')}
          </Button>
          <Button component={Link} to="/qr-labels" variant="light">
            {t('scanner.page.printLabels')}
          </Button>
        </Group>
        <Title order={1} size="h2">
          {t('scanner.page.title')}
        </Title>
        {mode === null ? (
          <>
            <Text>{t('scanner.page.intro')}</Text>
            <Group>
              <Button size="lg" onClick={() => setMode('camera')}>
                {t('scanner.page.start')}
              </Button>
              <Button size="lg" variant="outline" onClick={() => setMode('simulated')}>
                {t('scanner.page.test')}
              </Button>
            </Group>
          </>
        ) : (
          <Paper withBorder p="md" radius="md">
            <Stack gap="md">
              <Title order={2} size="h4">
                {mode === 'camera' ? t('scanner.scanDialogTitle') : t('scanner.testDialogTitle')}
              </Title>
              <ScanPanel source={mode} onDone={() => setMode(null)} />
              <Button variant="subtle" onClick={() => setMode(null)} style={{ alignSelf: 'flex-start' }}>
                {t('scanner.page.cancel')}
              </Button>
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  )
}
