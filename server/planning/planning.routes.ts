// /api/production-schedule: a date's schedule, bulk save of pending entries, schedule CSV upload.
import { Hono } from 'hono'
import { canPlanProduction } from '../../shared/planning/permissions'
import { localDate } from '../../shared/planning/schedule'
import { scheduleBulkInput, scheduleDateQuery } from '../../shared/schemas/planning'
import { requireAuth, requireRole } from '../auth/auth.middleware'
import { runCommand } from '../command'
import type { AppDeps, AppEnv } from '../context'
import { badRequest, parseOrThrow } from '../http/errors'
import { ImportFileError } from '../imports/file-kind'
import { toScheduleEntry } from './schedule-mapper'
import { listScheduleForDate } from './schedule.repository'
import { saveScheduleEntries } from './schedule.service'
import { parseScheduleCsv } from './schedule-csv'
import { answer } from '../http/answer'

const NOT_CSV = 'Please select a CSV file'

export function planningRoutes(deps: AppDeps) {
  const auth = requireAuth(deps)
  const planners = requireRole(canPlanProduction, 'Only planners (admins) can change the production schedule')
  return new Hono<AppEnv>()
    .get('/today', auth, async (c) => {
      const { date } = parseOrThrow(scheduleDateQuery, c.req.query())
      const rows = await listScheduleForDate(deps.db, date ?? localDate(deps.clock.now()))
      return answer(c, 'GET /api/production-schedule/today', rows.map(toScheduleEntry))
    })
    .post('/bulk', auth, planners, async (c) => {
      const { schedules } = parseOrThrow(scheduleBulkInput, await c.req.json().catch(() => null))
      return c.json(await runCommand(deps, c.get('user'), (ctx) => saveScheduleEntries(ctx, schedules)), 201)
    })
    .post('/upload', auth, planners, async (c) => {
      const form = await c.req.formData().catch(() => null)
      const file = form?.get('file')
      if (!file || typeof file === 'string' || !file.name.toLowerCase().endsWith('.csv'))
        throw badRequest(NOT_CSV, { file: NOT_CSV })
      const text = await file.text()
      let parsed
      try {
        parsed = parseScheduleCsv(text)
      } catch (error) {
        if (error instanceof ImportFileError) throw badRequest(error.message, { file: error.message })
        throw error
      }
      if (!parsed.ok) throw badRequest(parsed.message, { file: parsed.message })
      return c.json(
        await runCommand(deps, c.get('user'), (ctx) => saveScheduleEntries(ctx, parsed.entries, 'upload')),
        201,
      )
    })
}
