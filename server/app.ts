// The Hono app, built by a factory so tests run it in-process: createApp({ db, clock, config }).
import { Hono } from 'hono'
import { authRoutes } from './auth/auth.routes'
import { EventHub } from './changes/event-hub'
import { catalogRoutes } from './catalog/catalog.routes'
import type { AppConfig, AppDeps, AppEnv, Clock } from './context'
import { dashboardRoutes } from './dashboard/dashboard.routes'
import type { Db } from './db/connection'
import { equipmentRoutes } from './equipment/equipment.routes'
import { exportRoutes as productExportRoutes } from './exports/exports.routes'
import { importRoutes } from './imports/imports.routes'
import { planningRoutes } from './planning/planning.routes'
import { hygieneRoutes } from './hygiene/hygiene.routes'
import { handoverRoutes } from './handover/handover.routes'
import { oeeRoutes } from './oee/oee.routes'
import { pmComplianceRoutes } from './pm/pm-compliance.routes'
import { pmReadingRoutes, pmRoutes } from './pm/pm.routes'
import { handleError, notFound } from './http/errors'
import { jsonDepthLimit } from './http/json-guard'
import { bodyLimits, noStore, sameOriginOnly, securityHeaders } from './http/security'
import { siteContext } from './http/site'
import { lineRoutes } from './lines/lines.routes'
import { machineRoutes } from './machines/machines.routes'
import { maintenanceRoutes } from './maintenance/maintenance.routes'
import { archiveRoutes, exportRoutes, reportRoutes } from './reports/reports.routes'
import { serveClient, serveRobots } from './static'
import { adminRoutes } from './admin/admin.routes'
import { pushRoutes } from './push/push.routes'
import { escalationRoutes } from './escalation/escalation.routes'
import { teamsRoutes } from './teams/teams.routes'
import { eventRoutes, syncRoutes } from './sync/sync.routes'
import { ticketRoutes } from './tickets/tickets.routes'
import { userRoutes } from './users/users.routes'

export interface CreateAppOptions {
  db: Db
  clock: Clock
  config: AppConfig
  events?: EventHub
}

export function createApp({ db, clock, config, events = new EventHub() }: CreateAppOptions) {
  const deps: AppDeps = { db, clock, config, events }
  // The admin overview checks the running app from outside (headers, anonymous access) through this.
  const self: { app?: { request: (path: string, init?: RequestInit) => Response | Promise<Response> } } = {}
  const oee = oeeRoutes(deps)
  const api = new Hono<AppEnv>()
    .get('/health', (c) => c.json({ ok: true }, 200))
    .route('/auth', authRoutes(deps))
    .route('/production-lines', lineRoutes(deps))
    .route('/tickets', ticketRoutes(deps))
    .route('/machines', machineRoutes(deps))
    .route('/equipment', equipmentRoutes(deps))
    .route('/users', userRoutes(deps))
    .route('/dashboard', dashboardRoutes(deps))
    .route('/reports/pm-compliance', pmComplianceRoutes(deps))
    .route('/lines', oee.device)
    .route('/', oee.people)
    .route('/reports', reportRoutes(deps))
    .route('/exports', exportRoutes(deps))
    .route('/admin/archive-tickets', archiveRoutes(deps))
    .route('/admin/teams', teamsRoutes(deps))
    .route('/push', pushRoutes(deps))
    .route('/escalation', escalationRoutes(deps))
    .route('/admin', adminRoutes(deps, { probe: (path, init) => self.app!.request(path, init) }))
    .route('/ai', maintenanceRoutes(deps))
    .route('/', catalogRoutes(deps))
    .route('/production-schedule', planningRoutes(deps))
    .route('/hygiene', hygieneRoutes(deps))
    .route('/handovers', handoverRoutes(deps))
    .route('/pm', pmRoutes(deps))
    .route('/pm-readings', pmReadingRoutes(deps))
    .route('/data-imports', importRoutes(deps))
    .route('/data-exports', productExportRoutes(deps))
    .route('/sync', syncRoutes(deps))
    .route('/events', eventRoutes(deps))

  const app = new Hono<AppEnv>()
    .use(siteContext({ trustProxy: config.trustProxy ?? false, publicUrl: config.publicUrl ?? null }))
    .use(securityHeaders())
    .use('/api/*', noStore())
    .use('/api/*', sameOriginOnly())
    .use('/api/*', bodyLimits())
    // After the size limit, before any route reads the body.
    .use('/api/*', jsonDepthLimit())
    .route('/api', api)
    .all('/api/*', () => {
      throw notFound('No such API endpoint')
    })
  self.app = app
  serveRobots(app)
  if (config.clientDir) serveClient(app, config.clientDir)
  app.onError(handleError)
  return { app, deps }
}

export type AppType = ReturnType<typeof createApp>['app']
