// The shared zod schema of a schedule entry, loaded once the screen is up rather than with it: zod is some
// 24 KB gzip of the screen's first JavaScript, and the schedule shows without it (docs/decisions/240). Until it
// is here (a precached chunk, a few milliseconds), the forms flag nothing and add or save nothing.
import { useEffect, useState } from 'react'
import type { z } from 'zod'

let schema: z.ZodType | null = null
let loading: Promise<z.ZodType> | null = null

export function loadEntrySchema(): Promise<z.ZodType> {
  return (loading ??= import('../../../shared/schemas/planning').then((m) => (schema = m.scheduleEntryInput)))
}

/** The entry schema, or null while its code loads. */
export function useEntrySchema(): z.ZodType | null {
  const [current, setCurrent] = useState(schema)
  useEffect(() => {
    if (current) return
    let live = true
    void loadEntrySchema().then((loaded) => live && setCurrent(loaded))
    return () => {
      live = false
    }
  }, [current])
  return current
}
