// The VAPID key pair (RFC 8292) that signs every push request: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set,
// else generated at first start and kept in the data folder beside the session secret. Browsers tie each
// subscription to the public key, so it must not change: several instances share it through the environment.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import webpush from 'web-push'
import type { AppConfig } from '../context'
import type { VapidKeys } from '../context'

export type { VapidKeys }

export interface VapidEnv {
  publicKey: string | null
  privateKey: string | null
  subject: string | null
}

const FILE = 'vapid-keys.json'

function defaultSubject(publicUrl: string | null | undefined): string {
  return publicUrl?.startsWith('https://') ? publicUrl : 'mailto:maintenance@lineside.invalid'
}

export function loadVapidKeys(dataDir: string, env: VapidEnv | null, publicUrl?: string | null): VapidKeys {
  const subject = env?.subject || defaultSubject(publicUrl)
  if (env?.publicKey && env.privateKey) {
    webpush.setVapidDetails(subject, env.publicKey, env.privateKey) // validates both keys, throws on a bad one
    return { publicKey: env.publicKey, privateKey: env.privateKey, subject, source: 'env' }
  }
  const file = path.join(dataDir, FILE)
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string }
    return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject, source: 'generated' }
  }
  const keys = webpush.generateVAPIDKeys()
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 })
  return { publicKey: keys.publicKey, privateKey: keys.privateKey, subject, source: 'generated' }
}

const loaded = new WeakMap<AppConfig, VapidKeys>()

/** The keys of this app: boot puts them in the config; test servers load (or make) them in their data folder. */
export function vapidKeysOf(config: AppConfig): VapidKeys {
  if (config.vapid) return config.vapid
  let keys = loaded.get(config)
  if (!keys) {
    keys = loadVapidKeys(config.dataDir, null, config.publicUrl)
    loaded.set(config, keys)
  }
  return keys
}
