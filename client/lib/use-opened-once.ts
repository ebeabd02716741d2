// For dialogs loaded on demand: true from the first time the dialog opens, so it then stays mounted and
// its own closing transition and delayed reset still run.
import { useState } from 'react'

export function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened)
  if (opened && !once) setOnce(true)
  return once || opened
}
