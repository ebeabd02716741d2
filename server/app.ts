// The Hono app, built by a factory so tests run it in-process: createApp({ db, clock, config }).
import { Hono } from 'hono'
import { authRoutes } from './auth/auth.routes'
import { EventHub } from './changes/event-hub'
import { catalogRoutes } from './catalog/catalog.routes'
import type { AppConfig, AppDeps, AppEnv, Clock } from './context'
import { dashboardRoutes } from './dashboard/dashboard.routes'
import type { Db } from './db/connection'
import { equipmentRoutes } from './equipment/equipment.routes'
import { exportRoutes } from './exports/exports.routes'
import { importRoutes } from './imports/imports.routes'
import { planningRoutes } from './planning/planning.routes'
import { handleError, notFound } from './http/errors'
import { bodyLimits, sameOriginOnly, securityHeaders } from './http/security'
import { lineRoutes } from './lines/lines.routes'
import { machineRoutes } from './machines/machines.routes'
import { serveClient } from './static'
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
  const api = new Hono<AppEnv>()
    .get('/health', (c) => c.json({ ok: true }, 200))
    .route('/auth', authRoutes(deps))
    .route('/production-lines', lineRoutes(deps))
    .route('/tickets', ticketRoutes(deps))
    .route('/machines', machineRoutes(deps))
    .route('/equipment', equipmentRoutes(deps))
    .route('/users', userRoutes(deps))
    .route('/dashboard', dashboardRoutes(deps))
    .route('/', catalogRoutes(deps))
    .route('/production-schedule', planningRoutes(deps))
    .route('/data-imports', importRoutes(deps))
    .route('/data-exports', exportRoutes(deps))
    .route('/sync', syncRoutes(deps))
    .route('/events', eventRoutes(deps))

  const app = new Hono<AppEnv>()
    .use(securityHeaders())
    .use('/api/*', sameOriginOnly())
    .use('/api/*', bodyLimits())
    .route('/api', api)
    .all('/api/*', () => {
      throw notFound('No such API endpoint')
    })
  if (config.clientDir) serveClient(app, config.clientDir)
  app.onError(handleError)
  return { app, deps }
}

export type AppType = ReturnType<typeof createApp>['app']
