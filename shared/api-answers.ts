// The contract of the REST answers the client reads: one route, one answer type. The server answers through
// `answer(c, route, body)` (server/http/answer.ts), which refuses a body with fields the contract lacks; the client
// calls through `callApi(route, …)` / `useApiAnswer(route, …)`, which type the answer from here. So a field added
// to an answer without adding it here fails the server's typecheck, and a field changed here fails the client
// code that reads it. Types only, plus the path builder: nothing here reaches the bundle but `routePath`.
import type { AdminRole, AuditPage, ManagedUser, SecurityOverview, SystemInfo } from './admin'
import type { EquipmentHealth, PredictiveReport } from './maintenance/report-types'
import type { ConnectorStatus, ImportJob } from './planning/import-job'
import type { ScheduleEntry } from './planning/schedule'
import type { ArchiveResult, FailureReport, TicketReport, UptimeReport } from './reports'
import type { TeamsDepartmentStatus, WebhookConfig } from './teams'
import type { DashboardStats, Equipment, Unit, User } from './types'

export interface ApiAnswers {
  'GET /api/units': Unit[]
  'GET /api/dashboard/stats': DashboardStats
  'GET /api/equipment/:id': Equipment
  'GET /api/production-schedule/today': ScheduleEntry[]
  'GET /api/ai/predictive-maintenance': PredictiveReport
  'GET /api/ai/equipment-health/:id': EquipmentHealth
  'GET /api/reports/tickets': TicketReport
  'GET /api/reports/line-failures': FailureReport
  'GET /api/reports/uptime': UptimeReport
  'POST /api/admin/archive-tickets': ArchiveResult
  'GET /api/admin/users': ManagedUser[]
  'GET /api/admin/roles': AdminRole[]
  'GET /api/admin/audit-logs': AuditPage
  'GET /api/admin/overview': SecurityOverview
  'GET /api/admin/system-info': SystemInfo
  'GET /api/admin/teams/status': { departments: TeamsDepartmentStatus[] }
  'GET /api/admin/teams/config': { webhooks: WebhookConfig[] }
  'GET /api/data-imports': ImportJob[]
  'GET /api/data-imports/connectors': ConnectorStatus[]
  'POST /api/data-imports/upload': ImportJob
  'POST /api/auth/login': { token: string; user: User }
  'POST /api/auth/verify': { valid: boolean; user: User | null }
}

export type ApiRoute = keyof ApiAnswers
export type ApiAnswer<R extends ApiRoute> = ApiAnswers[R]

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

/** The `:name` parts of a route, to fill in. */
export type RouteParams<R extends ApiRoute> = Record<ParamNames<R>, string | number>
export type RouteQuery = Record<string, string | number | boolean | null | undefined> | URLSearchParams

/** The path of a route with its parts filled in (encoded) and its query (empty values left out). */
export function routePath(route: ApiRoute, params?: Record<string, string | number>, query?: RouteQuery): string {
  const pattern = route.slice(route.indexOf(' ') + 1)
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name]
    if (value === undefined) throw new Error(`${route}: no value for :${name}`)
    return encodeURIComponent(String(value))
  })
  const search =
    query instanceof URLSearchParams
      ? query
      : new URLSearchParams(
          Object.entries(query ?? {}).flatMap(([k, v]) => (v === undefined || v === null ? [] : [[k, String(v)]])),
        )
  const text = search.toString()
  return text ? `${path}?${text}` : path
}

/**
 * A body may carry no field its contract lacks, at the top and in the items of a list (one level: deeper shapes
 * are the shared entity types the server's mappers already return).
 */
export type NoExtraFields<B, T> = B extends readonly (infer E)[]
  ? T extends readonly (infer TE)[]
    ? readonly NoExtraFields<E, TE>[]
    : never
  : B extends object
    ? { [K in keyof B]: K extends keyof T ? B[K] : never }
    : B
