// The schedule as a synced entity: a snapshot carries the last SCHEDULE_SYNC_PAST_DAYS days and every
// later day (devices need today's and upcoming shifts, not years of history); changes carry any row.
import { SCHEDULE_SYNC_PAST_DAYS, addDays, localDate } from '../../shared/planning/schedule'
import { afterKey, numericIds, type SyncSource } from '../sync-kit/sync-source'
import { toScheduleEntry } from './schedule-mapper'
import { listScheduleByIds, listScheduleFrom } from './schedule.repository'

export const scheduleSource: SyncSource<'schedule'> = {
  whole: true,
  page: async (t, after) =>
    afterKey(
      (await listScheduleFrom(t, addDays(localDate(new Date()), -SCHEDULE_SYNC_PAST_DAYS))).map(toScheduleEntry),
      after,
    ),
  byIds: async (t, ids) => (await listScheduleByIds(t, numericIds(ids))).map(toScheduleEntry),
}
