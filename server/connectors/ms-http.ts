// Calls to Microsoft endpoints with plain fetch: OAuth client-credentials tokens (cached until shortly
// before they expire, dropped and fetched again on a 401), Retry-After on 429/503, @odata.nextLink paging.
import { ImportError } from './import-error'
import type { AppRegistration } from './connector-config'

export interface MsClientOptions {
  loginUrl: string
  registration: AppRegistration
  /** e.g. https://graph.microsoft.com or the Dataverse environment URL; the scope is `{resource}/.default`. */
  resource: string
  /** Longest wait a Retry-After may ask for before giving up, ms. */
  maxRetryWaitMs?: number
  maxAttempts?: number
  sleep?: (ms: number) => Promise<void>
  /** Extra headers on every API call (Dataverse's Prefer: odata.maxpagesize). */
  headers?: Record<string, string>
}

interface Token {
  value: string
  expiresAt: number
}

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))
const MAX_PAGES = 1_000

export class MsClient {
  private token: Token | null = null

  constructor(private readonly options: MsClientOptions) {}

  async getJson<T>(url: string): Promise<T> {
    const { maxAttempts = 5, maxRetryWaitMs = 30_000, sleep = defaultSleep } = this.options
    let refreshed = false
    for (let attempt = 1; ; attempt++) {
      const token = await this.accessToken()
      const res = await request(url, {
        headers: { Accept: 'application/json', Authorization: `Bearer ${token}`, ...this.options.headers },
      })
      if (res.status === 401 && !refreshed) {
        // Expired or revoked token: one fresh token, then the same call again.
        this.token = null
        refreshed = true
        continue
      }
      if ((res.status === 429 || res.status === 503) && attempt < maxAttempts) {
        const wait = retryAfterMs(res.headers.get('retry-after'), attempt)
        if (wait > maxRetryWaitMs)
          throw new ImportError(`The service asked to wait ${Math.round(wait / 1000)} s (Retry-After); try again later`)
        await res.body?.cancel()
        await sleep(wait)
        continue
      }
      if (!res.ok) throw new ImportError(`${new URL(url).host} answered ${res.status}: ${await errorText(res)}`)
      return (await res.json()) as T
    }
  }

  /** Every item of a collection, following @odata.nextLink page by page. */
  async getAllPages<T>(firstUrl: string): Promise<T[]> {
    const items: T[] = []
    let url: string | undefined = firstUrl
    for (let page = 0; url; page++) {
      if (page >= MAX_PAGES) throw new ImportError(`More than ${MAX_PAGES} pages: stopped`)
      const body: { value?: T[]; '@odata.nextLink'?: string } = await this.getJson(url)
      items.push(...(body.value ?? []))
      url = body['@odata.nextLink']
    }
    return items
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value
    const { loginUrl, registration, resource } = this.options
    const url = `${loginUrl.replace(/\/$/, '')}/${encodeURIComponent(registration.tenantId ?? '')}/oauth2/v2.0/token`
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: registration.clientId ?? '',
      client_secret: registration.clientSecret ?? '',
      scope: `${resource.replace(/\/$/, '')}/.default`,
    })
    const res = await request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form,
    })
    if (!res.ok) throw new ImportError(`Sign-in to Microsoft failed (${res.status}): ${await errorText(res)}`)
    const body = (await res.json()) as { access_token?: string; expires_in?: number }
    if (!body.access_token) throw new ImportError('Sign-in to Microsoft gave no access token')
    // Renew a minute early so a long sync does not run into the expiry mid-page.
    this.token = {
      value: body.access_token,
      expiresAt: Date.now() + Math.max(0, (body.expires_in ?? 3600) - 60) * 1000,
    }
    return this.token.value
  }
}

async function request(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) })
  } catch (error) {
    throw new ImportError(
      `Could not reach ${new URL(url).host}: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}

/** Retry-After in seconds or as an HTTP date; without one, 1 s, 2 s, 4 s… */
export function retryAfterMs(header: string | null, attempt: number): number {
  if (header) {
    const seconds = Number(header)
    if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
    const date = Date.parse(header)
    if (Number.isFinite(date)) return Math.max(0, date - Date.now())
  }
  return 1000 * 2 ** (attempt - 1)
}

async function errorText(res: Response): Promise<string> {
  const text = await res.text().catch(() => '')
  try {
    const body = JSON.parse(text) as { error?: { message?: string } | string; error_description?: string }
    if (typeof body.error === 'object' && body.error?.message) return body.error.message
    if (body.error_description) return body.error_description
    if (typeof body.error === 'string') return body.error
  } catch {
    // not JSON
  }
  return text.slice(0, 200) || res.statusText
}
