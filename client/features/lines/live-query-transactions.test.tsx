// What the floor screens' live queries cost per change (issue 33; decision 273): each run of the open line, the
// board's lines, the outbox counts and the unexplained-stop marks is one IndexedDB read transaction. Outside one,
// Dexie opens a transaction per read: the board paid one per stopped line on every change, the phone two or three
// per run of its line. Counted, not timed.
import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setLineStatus } from '../../data/commands'
import { useDatabase, type LinesideDb } from '../../data/db'
import { useUnexplainedLines } from '../../entities/oee/use-unexplained-lines'
import { writeSession } from '../../lib/session-store'
import { useOutboxCounts } from '../../sync/use-sync'
import { countedDb, type Counted } from '../../test-utils/counted-db'
import { makeLine } from '../../test-utils/fixtures'
import { makeUser } from '../../test-utils/render-app'
import { useLine, useLines } from './common/use-lines'

let db: LinesideDb
let counted: Counted
let reset: () => void

const readOnly = () => counted.transactions.filter((t) => t.startsWith('readonly'))
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)))

beforeEach(async () => {
  ;({ db, counted, reset } = countedDb())
  useDatabase(db)
  writeSession('token-123', makeUser('operator'))
  await db.lines.bulkPut([1, 2, 3, 4, 5, 6].map((id) => makeLine(id, { status: id > 2 ? 'stopped' : 'running' })))
})
afterEach(() => db.close())

describe('one read transaction per live query run', () => {
  it("the phone's open line and the outbox counts: a press re-runs each once, one transaction each", async () => {
    const { result } = renderHook(() => ({ line: useLine(2), counts: useOutboxCounts() }))
    await waitFor(() => expect(result.current.line.state).toBe('found'))
    await settle()
    reset()
    await act(() => setLineStatus(2, 'maintenance'))
    await waitFor(() => expect(result.current.counts.pending).toBe(1))
    await settle()
    expect(readOnly().sort()).toEqual(['readonly lines,products,schedule', 'readonly outbox,rejected'])
  })

  it('the outbox counts keep their object while neither count changes', async () => {
    const { result } = renderHook(() => useOutboxCounts())
    const entry = await act(() => setLineStatus(2, 'maintenance'))
    await waitFor(() => expect(result.current.pending).toBe(1))
    const first = result.current
    reset()
    // A write to the outbox that leaves both counts as they were: the query runs again, the screen need not.
    await act(() => db.outbox.put(entry))
    await settle()
    expect(readOnly()).toEqual(['readonly outbox,rejected'])
    expect(result.current).toBe(first)
  })

  it("the board's lines and its unexplained marks: one transaction each for a change, whatever the stopped lines", async () => {
    const { result } = renderHook(() => {
      const lines = useLines()
      return { lines, unexplained: useUnexplainedLines(lines) }
    })
    await waitFor(() => expect([...result.current.unexplained].sort()).toEqual([3, 4, 5, 6]))
    await settle()
    reset()
    await act(() => db.lines.update(1, { status: 'stopped', statusSince: new Date().toISOString() }))
    await waitFor(() => expect([...result.current.unexplained].sort()).toEqual([1, 3, 4, 5, 6]))
    await settle()
    // Before: the marks opened one transaction per stopped line (five here).
    expect(readOnly().sort()).toEqual(['readonly lines,products,schedule', 'readonly stopParts'])
  })
})
