import { describe, expect, it } from 'vitest'
import { parseEquipmentQr } from './qr-parse'

describe('parseEquipmentQr', () => {
  it('reads EQUIPMENT:<numeric id>', () => {
    expect(parseEquipmentQr('EQUIPMENT:3')).toBe(3)
    expect(parseEquipmentQr('  EQUIPMENT:42\n')).toBe(42)
  })

  it('reads a JSON object with equipmentId or id (number or numeric text)', () => {
    expect(parseEquipmentQr('{"equipmentId":7,"name":"Bowl Mincer"}')).toBe(7)
    expect(parseEquipmentQr('{"id":"12"}')).toBe(12)
    expect(parseEquipmentQr('{"equipmentId":5,"id":9}')).toBe(5)
  })

  it.each([
    'HELLO',
    'EQUIPMENT:',
    'EQUIPMENT:abc',
    'EQUIPMENT:3x',
    'equipment:3',
    'EQUIPMENT:0',
    'EQUIPMENT:-2',
    '{"name":"x"}',
    '{"id":1.5}',
    '[1]',
    '{not json',
    '',
    'https://example.com/EQUIPMENT:3',
  ])('rejects %j', (text) => {
    expect(parseEquipmentQr(text)).toBeNull()
  })
})
