// Routes for this area are being written; none are served yet.
import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../context'

export function dashboardRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>()
}
