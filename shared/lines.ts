// Pure rules about production lines: unit membership, health, sorting, fault text, control-module IP.
import {
  CONTROL_MODULE_IP_PREFIX,
  FAULT_TEXT,
  HEALTH_ELEVATED_MIN,
  HEALTH_NORMAL_MIN,
  HEARTBEAT_BPM,
  UNIT_LINE_RANGES,
  type LineStatus,
  type UnitCode,
} from './constants'

export function unitOfLine(lineId: number): UnitCode | null {
  for (const [code, range] of Object.entries(UNIT_LINE_RANGES) as [UnitCode, { from: number; to: number }][]) {
    if (lineId >= range.from && lineId <= range.to) return code
  }
  return null
}

export type HealthLevel = 'normal' | 'elevated' | 'critical'

export function healthLevel(percentRunning: number): HealthLevel {
  if (percentRunning >= HEALTH_NORMAL_MIN) return 'normal'
  if (percentRunning >= HEALTH_ELEVATED_MIN) return 'elevated'
  return 'critical'
}

export function heartbeatBpm(level: HealthLevel): number {
  return HEARTBEAT_BPM[level]
}

export function percentRunning(lines: readonly { status: string }[]): number {
  if (lines.length === 0) return 0
  return Math.round((lines.filter((l) => l.status === 'running').length / lines.length) * 100)
}

/** The number a line's name carries ("Unit B - Line 3" → 3, "MV12" → 12); null when none. */
export function numberInName(name: string): number | null {
  const line = /line\s*(\d+)/i.exec(name)
  if (line?.[1]) return Number(line[1])
  const mv = /MV\s*(\d+)/i.exec(name)
  if (mv?.[1]) return Number(mv[1])
  const any = /(\d+)/.exec(name)
  return any?.[1] ? Number(any[1]) : null
}

export function compareByNumberInName(a: { name: string }, b: { name: string }): number {
  const na = numberInName(a.name) ?? Number.MAX_SAFE_INTEGER
  const nb = numberInName(b.name) ?? Number.MAX_SAFE_INTEGER
  return na - nb || a.name.localeCompare(b.name)
}

const STATUS_RANK: Record<string, number> = { stopped: 0, awaiting_clearance: 1, maintenance: 2, running: 3 }

/** Stopped first, then awaiting clearance, maintenance, running; then by the number in the name. */
export function compareByStatusThenNumber(
  a: { name: string; status: string },
  b: { name: string; status: string },
): number {
  return (STATUS_RANK[a.status] ?? 3) - (STATUS_RANK[b.status] ?? 3) || compareByNumberInName(a, b)
}

export function faultText(line: { status: string }): string {
  if (line.status === 'maintenance') return FAULT_TEXT.maintenance
  if (line.status === 'awaiting_clearance') return FAULT_TEXT.awaitingClearance
  if (line.status === 'running') return FAULT_TEXT.running
  return FAULT_TEXT.unknown
}

/** What a stopped line shows as its issue. */
export function stoppedIssueText(issue: string | null | undefined): string {
  return issue?.trim() ? issue : FAULT_TEXT.stoppedDefault
}

export function controlModuleIp(lineId: number): string {
  return `${CONTROL_MODULE_IP_PREFIX}${100 + lineId}`
}

export function lineDisplayName(line: { id: number; name?: string | null }): string {
  return line.name?.trim() ? line.name : `Line ${line.id}`
}

/** LINE OK clears the issue; MAINTENANCE carries "Scheduled maintenance in progress" (spec §4). */
export function issueFor(status: LineStatus, issue: string | null | undefined): string | null {
  if (issue) return issue
  if (status === 'maintenance') return FAULT_TEXT.maintenance
  return null
}
