import { describe, expect, it } from 'vitest'
import { suggestDescriptions } from './description-suggestions'
import type { FrequentDescription } from './frequent-descriptions'

const presets = Array.from({ length: 10 }, (_, i) => `Preset ${i}`)
const used = (text: string, count: number): FrequentDescription => ({ text, count, lastUsed: '2026-11-21T08:00:00Z' })

describe('suggestDescriptions', () => {
  it('shows 5 for an empty field, frequent ones first', () => {
    expect(suggestDescriptions('', presets, [used('Belt slipping', 3)])).toEqual([
      'Belt slipping',
      'Preset 0',
      'Preset 1',
      'Preset 2',
      'Preset 3',
    ])
  })

  it('shows up to 8 matches while typing, case-insensitively', () => {
    const result = suggestDescriptions('PRESET', presets, [])
    expect(result).toHaveLength(8)
    expect(result[0]).toBe('Preset 0')
    expect(suggestDescriptions('set 9', presets, [])).toEqual(['Preset 9'])
  })

  it('keeps only the top 10 frequent descriptions in view', () => {
    const frequent = Array.from({ length: 12 }, (_, i) => used(`Frequent ${i}`, 20 - i))
    const result = suggestDescriptions('frequent', [], frequent)
    expect(result).toEqual([
      'Frequent 0',
      'Frequent 1',
      'Frequent 2',
      'Frequent 3',
      'Frequent 4',
      'Frequent 5',
      'Frequent 6',
      'Frequent 7',
    ])
    expect(suggestDescriptions('frequent 11', [], frequent)).toEqual([])
  })

  it('lists a frequent text once even when it is also a preset, and not the text already typed', () => {
    expect(suggestDescriptions('', ['Preset 0', 'Preset 1'], [used('preset 0', 2)])).toEqual(['preset 0', 'Preset 1'])
    expect(suggestDescriptions('preset 1', ['Preset 1', 'Preset 10'], [])).toEqual(['Preset 10'])
  })
})
