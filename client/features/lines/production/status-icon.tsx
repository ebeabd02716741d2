// A shape per line status, so the wall never relies on colour alone: tick (running), square (stopped),
// wrench (maintenance), hourglass (awaiting clearance), dash (anything else).
const PATHS: Record<string, string> = {
  running: 'M4 12.5l5 5L20 6.5',
  stopped: 'M6 6h12v12H6z',
  maintenance: 'M14.5 3.5a5 5 0 0 0-4.9 6.3L3.5 15.9l2.6 2.6 6.1-6.1a5 5 0 0 0 6.3-4.9l-2.8 2.8-2.6-.5-.5-2.6z',
  // Hourglass: waiting for hygiene clearance.
  awaiting_clearance: 'M6 3h12M6 21h12M7 3c0 5 10 5 10 9s-10 4-10 9M17 3c0 5-10 5-10 9s10 4 10 9',
}

export function StatusIcon({ status, size }: { status: string; size: string }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" data-icon={status}>
      <path
        d={PATHS[status] ?? 'M5 12h14'}
        fill={status === 'stopped' ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={status === 'stopped' ? 0 : 2.6}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
