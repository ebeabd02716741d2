// /notifications: switch phone notifications on for this device (issue 34). What the user will get is said
// first; the browser's permission is asked only when they tap "Turn on". Preferences pick the kinds (and units).
import { Alert, Badge, Button, Chip, Container, Group, List, Paper, Stack, Switch, Text, Title } from '@mantine/core'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DASHBOARD_UNIT_ORDER, type UnitCode } from '../../../shared/constants'
import { DEFAULT_PUSH_PREFERENCES, type PushPreferences, type PushStatus } from '../../../shared/push/push'
import { apiRequest } from '../../lib/api-client'
import { toast } from '../../lib/toast'
import { useSession } from '../../entities/session/session-context'
import { currentSubscription, disablePush, enablePush, permission, pushSupport } from './push-device'

type Kind = keyof Omit<PushPreferences, 'units'>

/** The kinds each role can get, in the order the page lists them. */
export function kindsForRole(role: string): Kind[] {
  if (role === 'engineer' || role === 'it') return ['assigned', 'urgent', 'escalations']
  if (role === 'quality') return ['clearance', 'escalations']
  return ['escalations']
}

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine)
  useEffect(() => {
    const on = () => setOnline(true)
    const off = () => setOnline(false)
    window.addEventListener('online', on)
    window.addEventListener('offline', off)
    return () => {
      window.removeEventListener('online', on)
      window.removeEventListener('offline', off)
    }
  }, [])
  return online
}

export function NotificationsPage() {
  const { t, i18n } = useTranslation()
  const { user } = useSession()
  const role = user?.role.name ?? 'operator'
  const kinds = kindsForRole(role)
  const online = useOnline()
  const support = pushSupport()
  const [enabled, setEnabled] = useState<boolean | null>(null)
  const [blocked, setBlocked] = useState(() => permission() === 'denied')
  const [busy, setBusy] = useState(false)
  const [prefs, setPrefs] = useState<PushPreferences | null>(null)

  const refresh = useCallback(async () => {
    setEnabled(Boolean(await currentSubscription().catch(() => null)))
  }, [])

  useEffect(() => {
    let live = true
    const load = async () => {
      const [sub, status] = await Promise.all([
        currentSubscription().catch(() => null),
        apiRequest<PushStatus>('GET', '/api/push/status').catch(() => null),
      ])
      if (!live) return
      setEnabled(Boolean(sub))
      setPrefs(status?.preferences ?? null)
    }
    void load()
    return () => {
      live = false
    }
  }, [])

  const turnOn = async () => {
    setBusy(true)
    const result = await enablePush(i18n.language)
    setBusy(false)
    if (result === 'denied') setBlocked(permission() === 'denied')
    if (result === 'enabled') toast.success(t('notifications.turnedOn'))
    if (result === 'failed') toast.error(t('notifications.failed'))
    await refresh()
  }

  const turnOff = async () => {
    setBusy(true)
    await disablePush().catch(() => undefined)
    setBusy(false)
    toast.info(t('notifications.turnedOff'))
    await refresh()
  }

  const sendTest = async () => {
    await apiRequest('POST', '/api/push/test')
      .then(() => toast.info(t('notifications.testSent')))
      .catch(() => toast.error(t('notifications.failed')))
  }

  const save = async (next: PushPreferences) => {
    const before = prefs
    setPrefs(next)
    try {
      const s = await apiRequest<PushStatus>('PUT', '/api/push/preferences', next)
      setPrefs(s.preferences)
    } catch {
      setPrefs(before)
      toast.error(t('notifications.failed'))
    }
  }

  const current = prefs ?? DEFAULT_PUSH_PREFERENCES
  return (
    <Container size="sm" py="lg">
      <Stack gap="md">
        <Title order={1}>{t('notifications.title')}</Title>
        <Text>{t('notifications.intro')}</Text>
        <Paper withBorder p="md">
          <Stack gap="xs">
            <Text fw={600}>{t('notifications.youWillGet')}</Text>
            <List spacing="xs">
              {kinds.map((k) => (
                <List.Item key={k}>{t(`notifications.kind.${k}`)}</List.Item>
              ))}
            </List>
            <Text size="sm" c="gray.7">
              {t('notifications.permissionNote')}
            </Text>
          </Stack>
        </Paper>

        {support === 'ios-not-installed' && <Alert color="blue">{t('notifications.iosInstall')}</Alert>}
        {support === 'unsupported' && <Alert color="gray">{t('notifications.unsupported')}</Alert>}
        {blocked && <Alert color="orange">{t('notifications.blocked')}</Alert>}
        {!online && <Alert color="gray">{t('notifications.needsConnection')}</Alert>}

        {support === 'supported' && (
          <Group gap="sm" align="center">
            <Text fw={600}>{t('notifications.thisDevice')}</Text>
            <Badge color={enabled ? 'green.8' : 'gray.7'} size="lg" data-testid="push-state">
              {enabled ? t('notifications.on') : t('notifications.off')}
            </Badge>
          </Group>
        )}
        {support === 'supported' && (
          <Group gap="sm">
            {!enabled && (
              <Button onClick={() => void turnOn()} loading={busy} disabled={!online || blocked}>
                {t('notifications.turnOn')}
              </Button>
            )}
            {enabled && (
              <>
                <Button variant="default" onClick={() => void sendTest()} disabled={!online}>
                  {t('notifications.test')}
                </Button>
                <Button
                  variant="outline"
                  color="red.8"
                  onClick={() => void turnOff()}
                  loading={busy}
                  disabled={!online}
                >
                  {t('notifications.turnOff')}
                </Button>
              </>
            )}
          </Group>
        )}

        <Paper withBorder p="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('notifications.preferences')}
            </Title>
            {kinds.map((k) => (
              <Switch
                key={k}
                label={t(`notifications.kind.${k}`)}
                checked={current[k]}
                disabled={!online || !prefs}
                onChange={(e) => void save({ ...current, [k]: e.currentTarget.checked })}
              />
            ))}
            {kinds.includes('urgent') && (
              <Stack gap={4}>
                <Text size="sm" id="push-units-label">
                  {t('notifications.units')}
                </Text>
                <Chip.Group
                  multiple
                  value={current.units}
                  onChange={(units) => void save({ ...current, units: units as UnitCode[] })}
                >
                  <Group gap="xs" role="group" aria-labelledby="push-units-label">
                    {DASHBOARD_UNIT_ORDER.map((u) => (
                      <Chip key={u} value={u} disabled={!online || !prefs || !current.urgent}>
                        {t('notifications.unit', { code: u })}
                      </Chip>
                    ))}
                  </Group>
                </Chip.Group>
                <Text size="xs" c="gray.7">
                  {t('notifications.unitsHint')}
                </Text>
              </Stack>
            )}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  )
}
