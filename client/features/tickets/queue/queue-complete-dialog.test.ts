import { describe, expect, it } from 'vitest'
import { parseMinutes } from './queue-complete-dialog'

describe('queue time spent', () => {
  it('is a whole number of minutes, default 0', () => {
    expect(parseMinutes(45)).toBe(45)
    expect(parseMinutes('30')).toBe(30)
    expect(parseMinutes(12.9)).toBe(12)
    expect(parseMinutes('')).toBe(0)
    expect(parseMinutes('abc')).toBe(0)
    expect(parseMinutes(-5)).toBe(0)
  })
})
