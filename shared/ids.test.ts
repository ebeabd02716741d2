import { describe, expect, it } from 'vitest'
import { uuid } from './schemas/common'
import { newId } from './ids'

describe('newId', () => {
  it('is a version 7, variant 10 UUID that the schemas accept', () => {
    const id = newId()
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(uuid.safeParse(id).success).toBe(true)
  })

  it('carries the time in its first 48 bits, so later ids sort after earlier ones', () => {
    const at = Date.UTC(2026, 10, 24, 12, 0, 0, 123)
    expect(parseInt(newId(at).replace(/-/g, '').slice(0, 12), 16)).toBe(at)
    const ids = [at, at + 1, at + 1000, at + 86_400_000].map((t) => newId(t))
    expect([...ids].sort()).toEqual(ids)
  })

  it('differs between ids made in the same millisecond', () => {
    const at = Date.now()
    expect(new Set(Array.from({ length: 1000 }, () => newId(at))).size).toBe(1000)
  })
})
