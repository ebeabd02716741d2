import { describe, expect, it } from 'vitest'
import { wallGrid } from './wall-layout'

describe('wall grid', () => {
  it('fits 40 lines on a 1080p wall in 8 columns of 5 rows', () => {
    expect(wallGrid(40, 1920, 980)).toEqual({ cols: 8, rows: 5 })
  })
  it('keeps the same shape at 4K, where tiles are twice as big', () => {
    expect(wallGrid(40, 3840, 1960)).toEqual({ cols: 8, rows: 5 })
  })
  it('never needs more rows × columns than it must', () => {
    for (const n of [1, 7, 13, 29, 40, 61]) {
      const { cols, rows } = wallGrid(n, 1920, 980)
      expect(cols * rows).toBeGreaterThanOrEqual(n)
      expect(cols * (rows - 1)).toBeLessThan(n)
    }
  })
})
