// Applies the schedule's allergen changeovers as shifts begin (decision 225): one pass a minute, each pass one
// transaction, idempotent (changeover.service.ts), so a restart or a second instance does no harm.
import type { AppDeps, AuthUser } from '../context'
import { runCommand } from '../command'
import { PeriodicWorker, type PeriodicTiming } from '../jobs/periodic-worker'
import { applyDueChangeovers } from './changeover.service'

export const CHANGEOVER_EVERY_MS = 60_000

/** Who the records name when the schedule, not a person, holds a line. */
export const SCHEDULE_ACTOR: AuthUser = {
  id: 0,
  username: 'schedule',
  firstName: 'Production',
  lastName: 'schedule',
  role: 'system',
}

/** runOnce(): one pass now, answering how many lines it held. */
export class ChangeoverWorker extends PeriodicWorker<number> {
  constructor(deps: AppDeps, timing: PeriodicTiming = {}) {
    super(
      {
        everyMs: CHANGEOVER_EVERY_MS,
        firstAfterMs: 5_000,
        round: async () => {
          const applied = await runCommand(deps, SCHEDULE_ACTOR, (ctx) => applyDueChangeovers(ctx))
          return applied.filter((a) => a.outcome === 'held' || a.outcome === 'already_held').length
        },
        report: (held) => {
          if (held) console.info(`hygiene: ${held} line(s) held for an allergen changeover`)
        },
        failure: 'hygiene: changeover pass failed',
      },
      timing,
    )
  }
}
