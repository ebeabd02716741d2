// Everything the generated documentation states, read from the running system at export time.
import { APP_VERSION, CSV_MAX_BYTES, IMAGE_MAX_BYTES, JSON_MAX_BYTES } from '../../shared/constants'
import type { AdminRole, SecurityOverview, SystemInfo } from '../../shared/admin'
import { ALERT_ROUTING, type WebhookConfig } from '../../shared/teams'
import type { AppDeps } from '../context'
import { ENV_VARIABLES } from '../env'
import { listConfigs } from '../teams/teams.service'
import { toAdminRole } from './admin-mapper'
import { listRoles } from './admin-users.repository'
import { auditCountsByAction } from './audit-query.repository'
import { checkSecurity, securityHeadersOf, type Probe } from './security-checks.service'
import { auditCountSince, openSessionCount, usersPerRole } from './system.repository'
import { systemInfo } from './system-info.service'

export interface DocsFacts {
  generatedAt: string
  version: string
  overview: SecurityOverview
  headers: Record<string, string>
  roles: AdminRole[]
  usersPerRole: { name: string; n: number }[]
  auditByAction: { action: string; n: number }[]
  failedLogins24h: number
  logins24h: number
  openSessions: number
  sessionHours: number
  loginLimit: { max: number; windowMs: number }
  secretSource: string
  bodyLimits: { json: number; csv: number; image: number }
  webhooks: WebhookConfig[]
  routing: typeof ALERT_ROUTING
  webhookAllowPrivateHosts: boolean
  publicUrl: string | null
  env: typeof ENV_VARIABLES
  system: SystemInfo
}

export async function gatherFacts(deps: AppDeps, probe: Probe, startedAt: Date): Promise<DocsFacts> {
  const now = deps.clock.now()
  const dayAgo = new Date(now.getTime() - 86_400_000).toISOString()
  return {
    generatedAt: now.toISOString(),
    version: APP_VERSION,
    overview: await checkSecurity(deps, probe),
    headers: await securityHeadersOf(probe),
    roles: (await listRoles(deps.db)).map(toAdminRole),
    usersPerRole: (await usersPerRole(deps.db)).map((r) => ({ name: r.name, n: Number(r.n) })),
    auditByAction: (await auditCountsByAction(deps.db)).map((r) => ({ action: r.action, n: Number(r.n) })),
    failedLogins24h: await auditCountSince(deps.db, 'auth.login_failed', dayAgo),
    logins24h: await auditCountSince(deps.db, 'auth.login', dayAgo),
    openSessions: await openSessionCount(deps.db, now.toISOString()),
    sessionHours: deps.config.sessionMs / 3_600_000,
    loginLimit: deps.config.loginLimit,
    secretSource: deps.config.secretSource ?? 'host program',
    bodyLimits: { json: JSON_MAX_BYTES, csv: CSV_MAX_BYTES, image: IMAGE_MAX_BYTES },
    webhooks: await listConfigs(deps.db),
    routing: ALERT_ROUTING,
    webhookAllowPrivateHosts: deps.config.webhookAllowPrivateHosts ?? false,
    publicUrl: deps.config.publicUrl ?? null,
    env: ENV_VARIABLES,
    system: await systemInfo(deps, startedAt),
  }
}
