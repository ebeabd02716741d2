// Colours and i18n keys of line statuses, the same on every screen that shows a line.
export const LINE_STATUS_COLOR: Record<string, string> = {
  running: 'green',
  stopped: 'red',
  maintenance: 'orange',
  /** Held for hygiene clearance (issue 29): violet, with a hatched pattern on the boards. */
  awaiting_clearance: 'violet',
  idle: 'gray',
}

export function lineStatusColor(status: string): string {
  return LINE_STATUS_COLOR[status] ?? 'gray'
}

/** i18n key of a status label; unknown statuses read "Unknown". */
export function lineStatusKey(status: string): string {
  return status in LINE_STATUS_COLOR ? `production.status.${status}` : 'production.status.unknown'
}
