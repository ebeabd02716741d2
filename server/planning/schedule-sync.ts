// The schedule as a synced entity: a snapshot carries the last SCHEDULE_SYNC_PAST_DAYS days and every
// later day (devices need today's and upcoming shifts, not years of history); changes carry any row.
import { SCHEDULE_SYNC_PAST_DAYS, addDays, localDate, type ScheduleEntry } from '../../shared/planning/schedule'
import type { Trx } from '../context'
import { toScheduleEntry } from './schedule-mapper'
import { listScheduleByIds, listScheduleFrom } from './schedule.repository'

export const scheduleLoader = {
  all: async (t: Trx): Promise<ScheduleEntry[]> =>
    (await listScheduleFrom(t, addDays(localDate(new Date()), -SCHEDULE_SYNC_PAST_DAYS))).map(toScheduleEntry),
  byIds: async (t: Trx, ids: string[]): Promise<ScheduleEntry[]> =>
    (await listScheduleByIds(t, ids.map(Number).filter(Number.isInteger))).map(toScheduleEntry),
}
