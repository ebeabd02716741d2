// Runs the work-order generator in the background (decision 190): shortly after start, then every
// PM_GENERATE_EVERY_MS. Started in boot() beside the other workers, stopped before the database closes. Every
// instance runs it; the unique keys make a second instance's pass a no-op for what the first already made.
import type { AppDeps } from '../context'
import { PeriodicWorker, type PeriodicTiming } from '../jobs/periodic-worker'
import { generateDueWorkOrders } from './pm-generator'

export const PM_GENERATE_EVERY_MS = 20_000
export const PM_GENERATE_FIRST_AFTER_MS = 2_000

export type PmWorkerOptions = PeriodicTiming

/** runOnce(): one pass now, answering how many work orders it made. */
export class PmGeneratorWorker extends PeriodicWorker<number> {
  constructor(deps: Pick<AppDeps, 'db' | 'clock' | 'events'>, timing: PmWorkerOptions = {}) {
    super(
      {
        everyMs: PM_GENERATE_EVERY_MS,
        firstAfterMs: PM_GENERATE_FIRST_AFTER_MS,
        round: async (between) => {
          const result = await generateDueWorkOrders(deps.db, deps.clock.now(), { between })
          if (result.seq) deps.events.poke(result.seq)
          return result.created
        },
        report: (created) => {
          if (created) console.info(`pm: ${created} work order(s) generated`)
        },
        failure: 'pm: work-order generation failed',
      },
      timing,
    )
  }
}
