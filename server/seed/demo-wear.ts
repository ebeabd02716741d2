// Failure patterns with structure, so the predictive-maintenance model has something real to find: a few
// machines wear out (failures come ever faster, a power-law process with β = 3) and a few fail like clockwork
// (regular intervals around 9 days). Their own random source keeps the rest of the seed unchanged.
import { faultsForMachine } from './demo-faults'
import type { Draft } from './demo-tickets'
import { lineSubject } from './demo-ticket-subjects'
import { createRng, type Rng } from './random'
import { DAY, MINUTE, sec, type MachineRef, type SeedWorld } from './demo-world'

export const WEARING_MACHINES = 4
export const STEADY_MACHINES = 4
/** Failures a day a wearing machine averages over the window; β of its power law. */
const WEAR_RATE = 0.15
const WEAR_BETA = 3
/** Mean interval of a steady machine, in days, and the Weibull shape of its intervals. */
const STEADY_DAYS = 9
const STEADY_BETA = 3.5

export function wearDrafts(w: SeedWorld): Draft[] {
  const rng = createRng(20261123)
  const candidates = [...w.machinesByLine.values()].flat().filter((m) => failureFaults(m).length > 0)
  const chosen = pickDistinct(rng, candidates, WEARING_MACHINES + STEADY_MACHINES)
  const days = (w.nowMs - w.startMs) / DAY
  return chosen.flatMap((machine, i) => {
    const times = i < WEARING_MACHINES ? wearingTimes(rng, days) : steadyTimes(rng, days)
    return times.map((day) => draft(w, rng, machine, w.startMs + day * DAY))
  })
}

function failureFaults(m: MachineRef) {
  return faultsForMachine(m.name).filter((f) => f.category === 'mechanical' || f.category === 'electrical')
}

/** Arrival times of λt^β on (0, T]: unit-rate arrivals through the inverse cumulative intensity. */
function wearingTimes(rng: Rng, days: number): number[] {
  const lambda = (WEAR_RATE * days) / days ** WEAR_BETA
  const out: number[] = []
  for (let cumulative = -Math.log(1 - rng.next()); ; cumulative += -Math.log(1 - rng.next())) {
    const t = (cumulative / lambda) ** (1 / WEAR_BETA)
    if (t >= days - 0.2) return out
    out.push(t)
  }
}

function steadyTimes(rng: Rng, days: number): number[] {
  const scale = STEADY_DAYS / 0.9
  const out: number[] = []
  for (
    let t = rng.next() * STEADY_DAYS;
    t < days - 0.2;
    t += Math.max(1, scale * (-Math.log(1 - rng.next())) ** (1 / STEADY_BETA))
  )
    out.push(t)
  return out
}

function draft(w: SeedWorld, rng: Rng, machine: MachineRef, atMs: number): Draft {
  const createdMs = sec(atMs)
  // Failures stop before the last few hours, so every repair is finished by now.
  const endMs = sec(Math.min(createdMs + rng.int(45, 360) * MINUTE, w.nowMs - MINUTE))
  const line = w.lines.find((l) => l.id === machine.lineId)!
  return {
    createdMs,
    priority: rng.chance(0.4) ? 'high' : 'medium',
    subject: lineSubject(line, machine, rng.pick(failureFaults(machine))),
    stage: 'closed',
    assignee: rng.chance(0.5) ? 'engineer' : 'engineer2',
    endMs,
    rng,
  }
}

function pickDistinct<T>(rng: Rng, items: T[], n: number): T[] {
  const pool = [...items]
  const out: T[] = []
  while (out.length < n && pool.length > 0) out.push(pool.splice(Math.floor(rng.next() * pool.length), 1)[0]!)
  return out
}
