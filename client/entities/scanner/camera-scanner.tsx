// The camera: html5-qrcode is loaded only when a scan starts (it is ~105 KB gzip), reads 25 frames a
// second and gives up after 10 seconds (spec §2). Reports the first decoded text once.
import { Alert, Button, Loader, Stack, Text } from '@mantine/core'
import { useEffect, useEffectEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

export const SCAN_FPS = 25
export const SCAN_TIMEOUT_MS = 10_000

type CameraState = 'starting' | 'scanning' | 'timeout'

interface CameraScannerProps {
  onDecoded: (text: string) => void
  onCameraError: () => void
}

interface RunningScanner {
  isScanning: boolean
  stop: () => Promise<void>
  clear: () => void
}

async function release(scanner: RunningScanner | null): Promise<void> {
  if (!scanner) return
  try {
    if (scanner.isScanning) await scanner.stop()
    scanner.clear()
  } catch {
    // already stopped: nothing to release
  }
}

export function CameraScanner({ onDecoded, onCameraError }: CameraScannerProps) {
  const { t } = useTranslation()
  const elementId = `qr-reader-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const [state, setState] = useState<CameraState>('starting')
  const [attempt, setAttempt] = useState(0)
  const decoded = useEffectEvent((text: string) => onDecoded(text))
  const failed = useEffectEvent(() => onCameraError())

  useEffect(() => {
    let cancelled = false
    let finished = false
    let scanner: RunningScanner | null = null
    const timer = setTimeout(() => {
      finished = true
      void release(scanner)
      setState('timeout')
    }, SCAN_TIMEOUT_MS)
    const start = async () => {
      try {
        const { Html5Qrcode, Html5QrcodeSupportedFormats } = await import('html5-qrcode')
        if (cancelled) return
        const reader = new Html5Qrcode(elementId, {
          verbose: false,
          formatsToSupport: [Html5QrcodeSupportedFormats.QR_CODE],
        })
        scanner = reader
        const onSuccess = (text: string) => {
          if (finished) return
          finished = true
          clearTimeout(timer)
          void release(reader).then(() => decoded(text))
        }
        await reader.start({ facingMode: 'environment' }, { fps: SCAN_FPS }, onSuccess, () => undefined)
        if (cancelled || finished) await release(reader)
        else setState('scanning')
      } catch {
        if (cancelled || finished) return
        finished = true
        clearTimeout(timer)
        failed()
      }
    }
    void start()
    return () => {
      cancelled = true
      finished = true
      clearTimeout(timer)
      void release(scanner)
    }
  }, [attempt, elementId])

  const retry = () => {
    setState('starting')
    setAttempt((n) => n + 1)
  }

  return (
    <Stack gap="sm">
      {state === 'timeout' ? (
        <Alert color="orange" title={t('scanner.timeoutTitle')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('scanner.timeoutMessage')}</Text>
            <Button onClick={retry}>{t('scanner.tryAgain')}</Button>
          </Stack>
        </Alert>
      ) : (
        <Text size="sm" aria-live="polite">
          {state === 'starting' ? t('scanner.starting') : t('scanner.pointCamera')}
        </Text>
      )}
      {state === 'starting' && <Loader size="sm" aria-label={t('scanner.starting')} />}
      <div
        id={elementId}
        data-testid="qr-reader"
        style={{ width: '100%', maxWidth: 480, display: state === 'timeout' ? 'none' : undefined }}
      />
    </Stack>
  )
}
