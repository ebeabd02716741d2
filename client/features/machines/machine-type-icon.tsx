// Small line icons for the machine types of the Add/Edit dialog; any other type gets the generic cog.
// Drawn inline because the app ships no icon library (one fewer download for the floor's tablets).
import type { ReactNode } from 'react'

const PATHS: Record<string, ReactNode> = {
  crusher: (
    <>
      <circle cx="8" cy="12" r="4" />
      <circle cx="16" cy="12" r="4" />
      <path d="M8 3v3M16 3v3M12 18v3" />
    </>
  ),
  slicer: (
    <>
      <circle cx="12" cy="12" r="8" />
      <circle cx="12" cy="12" r="2" />
      <path d="M12 4l3 6" />
    </>
  ),
  checkweigher: (
    <>
      <path d="M4 17h16M6 17l2-6h8l2 6M12 11V6" />
      <path d="M9 6h6" />
    </>
  ),
  sealer: (
    <>
      <rect x="4" y="8" width="16" height="8" rx="1" />
      <path d="M8 8v8M12 8v8M16 8v8" />
    </>
  ),
  conveyor: (
    <>
      <rect x="3" y="9" width="18" height="6" rx="3" />
      <circle cx="7" cy="12" r="1" />
      <circle cx="12" cy="12" r="1" />
      <circle cx="17" cy="12" r="1" />
    </>
  ),
}

const GENERIC = (
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 3v3M12 18v3M3 12h3M18 12h3M5.6 5.6l2.1 2.1M16.3 16.3l2.1 2.1M5.6 18.4l2.1-2.1M16.3 7.7l2.1-2.1" />
  </>
)

export function MachineTypeIcon({ type, size = 20 }: { type: string; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      data-machine-type={PATHS[type] ? type : 'generic'}
    >
      {PATHS[type] ?? GENERIC}
    </svg>
  )
}

export function CheckIcon({ size = 12 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={3}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M5 12l5 5L20 7" />
    </svg>
  )
}
