import { describe, expect, it } from 'vitest'
import { shareEqual } from './stable-live-query'

describe('shareEqual', () => {
  const a = { id: 1, name: 'Line 1', tags: ['x'] }
  const b = { id: 2, name: 'Line 2', tags: [] as string[] }

  it('answers the previous value when the new one is equal in every part', () => {
    const prev = [a, b]
    expect(shareEqual(prev, [{ ...a, tags: ['x'] }, { ...b }])).toBe(prev)
    const counts = { pending: 1, notSent: 0 }
    expect(shareEqual(counts, { pending: 1, notSent: 0 })).toBe(counts)
    const set = new Set([1, 2])
    expect(shareEqual(set, new Set([2, 1]))).toBe(set)
  })

  it('keeps the unchanged rows and gives the changed one as new', () => {
    const prev = [a, b]
    const next = shareEqual(prev, [{ ...a }, { ...b, name: 'Line 2b' }])
    expect(next).not.toBe(prev)
    expect(next[0]).toBe(a)
    expect(next[1]).toEqual({ id: 2, name: 'Line 2b', tags: [] })
  })

  it('sees rows that came, went or moved, and keys that appeared or went', () => {
    expect(shareEqual([a, b], [a])).toEqual([a])
    expect(shareEqual([a], [a, b])).toEqual([a, b])
    const moved = shareEqual([a, b], [b, a])
    expect(moved[0]).toBe(b)
    expect(shareEqual({ x: 1 }, { x: 1, y: undefined })).toEqual({ x: 1, y: undefined })
    expect(shareEqual({ x: 1, y: undefined }, { x: 1 })).toEqual({ x: 1 })
    expect(shareEqual(undefined, a)).toBe(a)
    expect(shareEqual(a, null)).toBeNull()
  })
})
