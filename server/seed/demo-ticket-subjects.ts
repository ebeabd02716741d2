// What a seeded ticket is about: the line, machine or equipment, and the fault, drawn from the demo factory.
import { FAULT_TEXT } from '../../shared/constants'
import { EQUIPMENT_FAULTS, IT_FAULTS, LINE_FAULTS, faultsForMachine, findFault, type Fault } from './demo-faults'
import type { CurrentStop, LineRef, MachineRef, SeedWorld, StopEvent } from './demo-world'

/** What a ticket is about, before its lifecycle is decided. */
export interface Subject {
  ticketType: 'it' | 'engineering'
  lineId: number | null
  lineName: string
  machineId: string | null
  machineName: string | null
  equipmentId: number | null
  location: string | null
  systemAffected: string | null
  fault: Pick<Fault, 'category' | 'text' | 'fix' | 'parts'>
}

export function lineSubject(line: LineRef, machine: MachineRef | null, fault: Subject['fault']): Subject {
  const where = {
    lineId: line.id,
    lineName: line.name,
    machineId: machine?.id ?? null,
    machineName: machine?.name ?? null,
  }
  return {
    ticketType: 'engineering',
    ...where,
    equipmentId: null,
    location: machine?.location ?? null,
    systemAffected: null,
    fault,
  }
}

export function stopSubject(w: SeedWorld, stop: StopEvent): Subject {
  return lineSubject(
    w.lines.find((l) => l.id === stop.lineId)!,
    stop.machine,
    stop.fault,
  )
}

/** Seeded line issues are catalogue texts, so the ticket gets the matching category, fix and machine. */
export function currentStopSubject(w: SeedWorld, cur: CurrentStop): Subject {
  const text = cur.line.issue ?? FAULT_TEXT.stoppedDefault
  const fault = findFault(text) ?? {
    category: 'mechanical',
    text,
    fix: 'Fault found and fixed, line restarted',
    parts: null,
    stops: true,
  }
  const machine =
    (w.machinesByLine.get(cur.line.id) ?? []).find((m) => faultsForMachine(m.name).includes(fault)) ?? null
  return lineSubject(cur.line, machine, fault)
}

/** Mostly a machine on a line; sometimes site equipment such as a chiller or the compressors. */
export function engineeringSubject(w: SeedWorld): Subject {
  const { rng } = w
  const kit = w.equipment.filter((e) => e.department === 'Engineering')
  if (kit.length > 0 && rng.chance(0.2)) {
    const e = rng.pick(kit)
    const line = lineAt(w, e.location)
    const fault = rng.pick(EQUIPMENT_FAULTS[e.type ?? ''] ?? LINE_FAULTS)
    const where = {
      lineId: line?.id ?? null,
      lineName: line?.name ?? e.location ?? e.name,
      machineId: null,
      machineName: e.name,
    }
    return { ticketType: 'engineering', ...where, equipmentId: e.id, location: e.location, systemAffected: null, fault }
  }
  const line = rng.pick(w.lines)
  const machines = w.machinesByLine.get(line.id) ?? []
  if (machines.length > 0 && rng.chance(0.85)) {
    const machine = rng.pick(machines)
    return lineSubject(line, machine, rng.pick(faultsForMachine(machine.name)))
  }
  return lineSubject(line, null, rng.pick(LINE_FAULTS))
}

export function itSubject(w: SeedWorld): Subject {
  const { rng } = w
  const fault = rng.pick(IT_FAULTS)
  const e = w.equipment.find((x) => x.name === fault.system)
  const unitLines = w.lines.filter((l) => e && l.unit === e.unit)
  const line = fault.onLine
    ? (lineAt(w, e?.location ?? null) ?? rng.pick(unitLines.length > 0 ? unitLines : w.lines))
    : undefined
  const where = {
    lineId: line?.id ?? null,
    lineName: line?.name ?? e?.location ?? 'Production Office',
    machineId: null,
    machineName: e?.name ?? null,
  }
  return {
    ticketType: 'it',
    ...where,
    equipmentId: e?.id ?? null,
    location: e?.location ?? null,
    systemAffected: fault.system,
    fault: { ...fault, parts: null },
  }
}

/** The line an equipment location names ("Unit C Line 22"), if any. */
function lineAt(w: SeedWorld, location: string | null): LineRef | undefined {
  const match = location?.match(/Line (\d+)/)
  return match ? w.lines.find((l) => l.id === Number(match[1])) : undefined
}
