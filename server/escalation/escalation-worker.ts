// Runs the escalation ladder in the background: shortly after start, then every ESCALATION_EVERY_MS. Every
// instance runs it; the (ticket, step) unique key makes each step fire once (decision 205).
import type { AppDeps } from '../context'
import { PeriodicWorker, type PeriodicTiming } from '../jobs/periodic-worker'
import { runEscalations } from './escalation.service'

export const ESCALATION_EVERY_MS = 15_000

export type EscalationWorkerOptions = PeriodicTiming

/** runOnce(): one pass now, answering how many steps fired. */
export class EscalationWorker extends PeriodicWorker<number> {
  constructor(deps: Pick<AppDeps, 'db' | 'clock' | 'events'>, timing: EscalationWorkerOptions = {}) {
    super(
      {
        everyMs: ESCALATION_EVERY_MS,
        firstAfterMs: 2_000,
        round: () => runEscalations(deps),
        report: (n) => {
          if (n) console.info(`escalation: ${n} step(s) fired`)
        },
        failure: 'escalation pass failed',
      },
      timing,
    )
  }
}
