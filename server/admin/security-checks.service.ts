// The Overview's security controls, each checked against the running system (decision 044): the readiness
// figure is the share that pass, not a static 75%.
import type { SecurityCheck, SecurityOverview } from '../../shared/admin'
import type { AppDeps } from '../context'
import { latestAuditTime } from './audit-query.repository'
import { passwordHashes } from './admin-users.repository'
import { auditCountSince } from './system.repository'

/** Calls the app itself, without a token, as an outsider would. */
export type Probe = (path: string, init?: RequestInit) => Response | Promise<Response>

/** Data endpoints that must refuse anonymous callers (dashboard stats included). */
export const DATA_ENDPOINTS = [
  '/api/dashboard/stats',
  '/api/production-lines',
  '/api/tickets/active',
  '/api/tickets/engineer-view',
  '/api/machines/all',
  '/api/equipment',
  '/api/users/engineers',
  '/api/sync/pull',
  '/api/admin/users',
  '/api/admin/audit-logs',
  '/api/admin/teams/config',
]

export function scriptSources(csp: string): string {
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map((parts) => [parts[0]!.toLowerCase(), parts.slice(1).join(' ')] as const),
  )
  return directives.get('script-src') ?? directives.get('default-src') ?? ''
}

export async function securityHeadersOf(probe: Probe): Promise<Record<string, string>> {
  const res = await probe('/api/health')
  const out: Record<string, string> = {}
  res.headers.forEach((value, key) => {
    if (key !== 'content-type' && key !== 'content-length' && key !== 'date') out[key] = value
  })
  return out
}

export async function checkSecurity(deps: AppDeps, probe: Probe): Promise<SecurityOverview> {
  const { config, db } = deps
  const now = deps.clock.now()
  const checks: SecurityCheck[] = []

  const source =
    config.secretSource === 'env'
      ? 'from SESSION_SECRET'
      : config.secretSource === 'generated'
        ? 'generated at first start and kept in the data folder'
        : 'supplied by the host program'
  const secretKey =
    config.secretSource === 'env'
      ? 'secretFromEnv'
      : config.secretSource === 'generated'
        ? 'secretGenerated'
        : 'secretFromHost'
  checks.push({
    control: 'signingSecret',
    ok: config.secret.length >= 32,
    detail: `Signing secret ${source}, ${config.secret.length} characters`,
    found: { key: secretKey, values: { length: config.secret.length } },
  })

  const hashes = await passwordHashes(db)
  const hashed = hashes.filter((h) => h.password_hash.startsWith('scrypt$')).length
  checks.push({
    control: 'passwordHashing',
    ok: hashed === hashes.length,
    detail: `${hashed} of ${hashes.length} stored passwords are scrypt hashes`,
    found: { key: 'passwordHashes', values: { hashed, total: hashes.length } },
  })

  const open: string[] = []
  for (const path of DATA_ENDPOINTS) {
    const res = await probe(path)
    await res.arrayBuffer()
    if (res.status !== 401) open.push(`${path} (${res.status})`)
  }
  checks.push({
    control: 'noAnonymousData',
    ok: open.length === 0,
    detail: open.length
      ? `Answered without a session: ${open.join(', ')}`
      : `${DATA_ENDPOINTS.length} data endpoints checked just now: all answer 401 without a session`,
    found: open.length
      ? { key: 'anonymousAnswered', values: { endpoints: open.join(', ') } }
      : { key: 'anonymousRefused', values: { total: DATA_ENDPOINTS.length } },
  })

  const hours = config.sessionMs / 3_600_000
  checks.push({
    control: 'sessionTimeout',
    ok: config.sessionMs > 0 && hours <= 8,
    detail: `Server-side sessions end ${hours} h after sign-in and can be revoked`,
    found: { key: 'sessionEnds', values: { hours } },
  })

  const latest = await latestAuditTime(db)
  const lastDay = await auditCountSince(db, 'auth.login', new Date(now.getTime() - 86_400_000).toISOString())
  checks.push({
    control: 'auditLogging',
    ok: latest !== null,
    detail: latest ? `Latest entry ${latest}; ${lastDay} sign-ins recorded in the last 24 h` : 'The audit log is empty',
    found: latest
      ? { key: 'auditLatest', values: { time: latest, signIns: lastDay } }
      : { key: 'auditEmpty', values: {} },
  })

  const csp = (await securityHeadersOf(probe))['content-security-policy'] ?? ''
  const scripts = scriptSources(csp)
  const unsafe = /'unsafe-(inline|eval)'/.test(scripts)
  checks.push({
    control: 'contentSecurityPolicy',
    ok: csp !== '' && !unsafe,
    detail: csp ? `script-src ${scripts}` : 'No Content-Security-Policy header',
    found: csp ? { key: 'cspScripts', values: { scripts } } : { key: 'cspMissing', values: {} },
  })

  const { max, windowMs } = config.loginLimit
  checks.push({
    control: 'loginRateLimit',
    ok: max > 0,
    detail: `Sign-in blocked after ${max} failures per user and address within ${windowMs / 60_000} min`,
    found: { key: 'loginLimit', values: { failures: max, minutes: windowMs / 60_000 } },
  })

  const passed = checks.filter((c) => c.ok).length
  return { checks, readiness: Math.round((passed / checks.length) * 100), checkedAt: now.toISOString() }
}
