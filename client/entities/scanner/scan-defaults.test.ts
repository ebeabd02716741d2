import { describe, expect, it } from 'vitest'
import { defaultQrCategory, defaultQrPriority, quickLineName } from './scan-defaults'

describe('QR ticket defaults', () => {
  it('category: mechanical for Engineering equipment, otherwise electrical', () => {
    expect(defaultQrCategory({ department: 'Engineering' })).toBe('mechanical')
    expect(defaultQrCategory({ department: 'IT' })).toBe('electrical')
  })

  it('priority: high when the equipment is in maintenance, otherwise medium', () => {
    expect(defaultQrPriority({ status: 'maintenance' })).toBe('high')
    expect(defaultQrPriority({ status: 'fault' })).toBe('medium')
    expect(defaultQrPriority({ status: 'operational' })).toBe('medium')
  })

  it('line name: "unit code - name", or the name alone without a unit', () => {
    expect(quickLineName({ unitCode: 'C', name: 'Bowl Mincer' })).toBe('C - Bowl Mincer')
    expect(quickLineName({ unitCode: null, name: 'Pallet Wrapper' })).toBe('Pallet Wrapper')
  })
})
