// "Clear Cache & Reload" that cannot kill the offline app (issue 17 §3): never offered offline (the cached
// app is all there is); online with unsent changes it warns first, and the changes are kept either way
// (only Cache Storage and the service worker are cleared; IndexedDB, which holds the outbox, never is).
import { Alert, Button, Group, Stack } from '@mantine/core'
import { useLiveQuery } from 'dexie-react-hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { db } from '../data/db'
import { clearCacheAndReload } from '../lib/cache-reset'
import { useOnline } from '../lib/use-online'

interface ClearCacheButtonProps {
  label: string
  busyLabel: string
  fullWidth?: boolean
  /** Told when the "unsent changes" question opens or closes (the splash waits meanwhile). */
  onAsking?: (asking: boolean) => void
}

export function ClearCacheButton({ label, busyLabel, fullWidth, onAsking }: ClearCacheButtonProps) {
  const { t } = useTranslation()
  const online = useOnline()
  const unsent = useLiveQuery(() => db.outbox.count(), [], 0)
  const [confirming, setConfirmingState] = useState(false)
  const setConfirming = (asking: boolean) => {
    setConfirmingState(asking)
    onAsking?.(asking)
  }
  const [clearing, setClearing] = useState(false)
  if (!online) return null

  const clear = () => {
    setClearing(true)
    void clearCacheAndReload()
  }

  if (confirming) {
    return (
      <Stack gap="xs" w="100%">
        <Alert color="orange" role="alert">
          {t('honest.clearCache.unsentWarning', { count: unsent })}
        </Alert>
        <Group gap="xs" grow>
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('honest.clearCache.cancel')}
          </Button>
          <Button color="red" onClick={clear} disabled={clearing}>
            {clearing ? busyLabel : t('honest.clearCache.confirm')}
          </Button>
        </Group>
      </Stack>
    )
  }
  return (
    <Button
      size="sm"
      variant="light"
      color="red"
      fullWidth={fullWidth}
      onClick={unsent > 0 ? () => setConfirming(true) : clear}
      disabled={clearing}
    >
      {clearing ? busyLabel : label}
    </Button>
  )
}
