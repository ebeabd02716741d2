// A read started ahead of a screen's first render, while the screen's code is still arriving (its route waits for
// it), so that render already has the data: one render and one paint instead of a loader, then the content
// (docs/decisions/157). The value is kept for the key it was read under (a shift, a day) until the screen's live
// query answers for itself.

export interface ReadAhead<T> {
  /** Reads now, under the key of the moment. A failure keeps nothing: the screen's live query reads instead. */
  prime(): Promise<void>
  /** What was read ahead for `key`, if anything. */
  initial(key: string): T | undefined
  /** The live query answered: later screens start from their own read. */
  drop(): void
}

export function readAhead<T>(read: () => Promise<T>, keyNow: () => string): ReadAhead<T> {
  let held: { key: string; value: T } | null = null
  return {
    async prime() {
      const key = keyNow()
      try {
        held = { key, value: await read() }
      } catch {
        held = null
      }
    },
    initial: (key) => (held?.key === key ? held.value : undefined),
    drop() {
      held = null
    },
  }
}
