import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'
import type { ProductionLine } from '../../../../shared/types'
import { sameTile } from './line-tile'

const line = {
  id: 4,
  name: 'Line 4',
  status: 'running',
  statusSince: '2026-11-23T06:00:00.000Z',
  productSku: 'SKU-1',
  targetWeight: 500,
} as unknown as ProductionLine
const onOpen = () => {}
const t = ((key: string) => key) as unknown as TFunction
const props = (over: Partial<ProductionLine> = {}, now = new Date('2026-11-23T10:00:00Z')) => ({
  line: { ...line, ...over },
  highlighted: false,
  unexplained: false,
  now,
  onOpen,
  t,
})

describe('line tile re-render rule', () => {
  it('skips a tile whose line came back as a new object with the same fields', () => {
    expect(sameTile(props(), props())).toBe(true)
  })

  it('renders a tile again when a field it shows changed', () => {
    expect(sameTile(props(), props({ status: 'maintenance' }))).toBe(false)
    expect(sameTile(props(), props({ productSku: 'SKU-2' }))).toBe(false)
    expect(sameTile(props(), props({ name: 'Line four' }))).toBe(false)
  })

  it('renders it again when its highlight or the open handler changed', () => {
    expect(sameTile(props(), { ...props(), highlighted: true })).toBe(false)
    expect(sameTile(props(), { ...props(), onOpen: () => {} })).toBe(false)
    expect(sameTile(props(), { ...props(), unexplained: true })).toBe(false)
  })

  it('renders it again in a new language (the section hands down a new t)', () => {
    const polish = ((key: string) => `pl:${key}`) as unknown as TFunction
    expect(sameTile(props(), { ...props(), t: polish })).toBe(false)
  })

  it('follows the clock only for a stopped line, the one that shows how long', () => {
    const later = new Date('2026-11-23T10:01:00Z')
    expect(sameTile(props(), props({}, later))).toBe(true)
    expect(sameTile(props({ status: 'stopped' }), props({ status: 'stopped' }, later))).toBe(false)
  })
})
