// This device's Web Push subscription: the browser's permission (asked only when the user taps to switch on),
// the push manager's subscription with the server's VAPID key, and the server's copy of it.
import { apiRequest } from '../../lib/api-client'

export type PushSupport = 'supported' | 'unsupported' | 'ios-not-installed'

/** Push needs a service worker, PushManager and Notification; on iOS only an app added to the home screen has them. */
export function pushSupport(): PushSupport {
  const ok =
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  if (ok) return 'supported'
  const ios = typeof navigator !== 'undefined' && /iPhone|iPad|iPod/.test(navigator.userAgent)
  return ios ? 'ios-not-installed' : 'unsupported'
}

export function permission(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/')
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  const bytes = new Uint8Array(new ArrayBuffer(raw.length))
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i)
  return bytes
}

async function registration(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.ready
}

/** The subscription this browser holds now, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'supported') return null
  return (await registration()).pushManager.getSubscription()
}

export type EnableResult = 'enabled' | 'denied' | 'failed'

/** Asks the permission (the user has just tapped), subscribes with the server's key and registers the device. */
export async function enablePush(lang: string): Promise<EnableResult> {
  const answer = await Notification.requestPermission()
  if (answer !== 'granted') return 'denied'
  try {
    const { key } = await apiRequest<{ key: string }>('GET', '/api/push/vapid-public-key')
    const reg = await registration()
    let sub = await reg.pushManager.getSubscription()
    // A subscription made with another key (the server's keys changed) cannot be used: make a new one.
    const current = sub?.options.applicationServerKey
    if (sub && current && !sameKey(new Uint8Array(current), keyBytes(key))) {
      await sub.unsubscribe()
      sub = null
    }
    sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) })
    await apiRequest('POST', `/api/push/subscriptions?lang=${encodeURIComponent(lang)}`, sub.toJSON())
    return 'enabled'
  } catch {
    return 'failed'
  }
}

function sameKey(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i])
}

/** Removes the device from the server and drops the browser's subscription. */
export async function disablePush(): Promise<void> {
  const sub = await currentSubscription()
  if (!sub) return
  await apiRequest('DELETE', '/api/push/subscriptions', { endpoint: sub.endpoint }).catch(() => undefined)
  await sub.unsubscribe()
}
