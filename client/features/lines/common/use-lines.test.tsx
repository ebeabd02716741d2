// The board's lines read ahead of its first render (primeLines) and then kept live by the cache.
import { act, renderHook, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { LinesideDb } from '../../../data/db'
import { makeLine } from '../../../test-utils/fixtures'
import { freshDbAsOperator } from '../../../test-utils/line-fixtures'
import { primeLines, useLines } from './use-lines'

let db: LinesideDb

beforeEach(async () => {
  db = freshDbAsOperator()
  await db.lines.bulkPut([
    makeLine(1, { name: 'Unit B - Line 1' }),
    makeLine(2, { name: 'Unit B - Line 2', status: 'stopped' }),
  ])
})

describe('useLines', () => {
  it('is still reading on the first render when nothing was read ahead', () => {
    const { result } = renderHook(() => useLines())
    expect(result.current).toBeUndefined()
  })

  it('has the cached lines on the very first render once primed (no loader before the tiles)', async () => {
    await primeLines()
    const { result } = renderHook(() => useLines())
    expect(result.current?.map((l) => [l.id, l.status])).toEqual([
      [1, 'running'],
      [2, 'stopped'],
    ])
  })

  it('still follows the cache after a primed start, and a later board does not start from the old read', async () => {
    await primeLines()
    const first = renderHook(() => useLines())
    await act(() => db.lines.update(2, { status: 'running' }))
    await waitFor(() => expect(first.result.current?.find((l) => l.id === 2)?.status).toBe('running'))
    first.unmount()
    const later = renderHook(() => useLines())
    expect(later.result.current).toBeUndefined()
    await waitFor(() => expect(later.result.current?.find((l) => l.id === 2)?.status).toBe('running'))
  })
})
