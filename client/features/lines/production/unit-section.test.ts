import { describe, expect, it } from 'vitest'
import type { ProductionLine } from '../../../../shared/types'
import { sameSection } from './unit-section'

const line = (id: number, over: Partial<ProductionLine> = {}) =>
  ({
    id,
    name: `Line ${id}`,
    status: 'running',
    statusSince: '2026-11-23T06:00:00.000Z',
    version: 1,
    ...over,
  }) as unknown as ProductionLine
const onOpen = () => {}
const highlighted = new Set<number>()
const now = new Date('2026-11-23T10:00:00Z')
const unexplained = new Set<number>()
const props = (lines: ProductionLine[]) => ({ unit: 'B' as const, lines, highlighted, unexplained, now, onOpen })

describe('unit section re-render rule', () => {
  it('skips a section whose lines came back from the cache as new objects with the same fields', () => {
    expect(sameSection(props([line(1), line(2)]), props([line(1), line(2)]))).toBe(true)
  })

  it('renders it again when a line changed, came or went, or the order moved', () => {
    expect(sameSection(props([line(1), line(2)]), props([line(1), line(2, { status: 'stopped' })]))).toBe(false)
    expect(sameSection(props([line(1)]), props([line(1), line(2)]))).toBe(false)
    expect(sameSection(props([line(1), line(2)]), props([line(2), line(1)]))).toBe(false)
  })

  it('renders it again when the highlight, the clock or the open handler changed', () => {
    const lines = [line(1)]
    expect(sameSection(props(lines), { ...props(lines), highlighted: new Set([1]) })).toBe(false)
    expect(sameSection(props(lines), { ...props(lines), unexplained: new Set([1]) })).toBe(false)
    expect(sameSection(props(lines), { ...props(lines), now: new Date('2026-11-23T10:00:30Z') })).toBe(false)
    expect(sameSection(props(lines), { ...props(lines), onOpen: () => {} })).toBe(false)
  })
})
