import { describe, expect, it } from 'vitest'
import {
  FREQUENT_DESCRIPTIONS_KEY,
  FREQUENT_SAVED,
  loadFrequent,
  parseFrequent,
  recordDescription,
  rememberDescription,
} from './frequent-descriptions'

const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 8, minute))

describe('frequent descriptions', () => {
  it('adds a new text with count 1 and the time it was used', () => {
    expect(recordDescription([], '  Conveyor belt jammed ', at(1))).toEqual([
      { text: 'Conveyor belt jammed', count: 1, lastUsed: at(1).toISOString() },
    ])
  })

  it('matches case-insensitively and increments the count, keeping the first spelling', () => {
    const once = recordDescription([], 'Conveyor belt jammed', at(1))
    const twice = recordDescription(once, 'CONVEYOR BELT JAMMED', at(2))
    expect(twice).toEqual([{ text: 'Conveyor belt jammed', count: 2, lastUsed: at(2).toISOString() }])
  })

  it('ignores blank text', () => {
    expect(recordDescription([], '   ', at(1))).toEqual([])
  })

  it('keeps the 50 most used, most used first, ties by most recent', () => {
    let list = recordDescription([], 'popular', at(0))
    list = recordDescription(list, 'popular', at(0))
    for (let i = 0; i < 60; i += 1) list = recordDescription(list, `text ${i}`, at(i + 1))
    expect(list).toHaveLength(FREQUENT_SAVED)
    expect(list[0]!.text).toBe('popular')
    expect(list[1]!.text).toBe('text 59')
    expect(list.some((d) => d.text === 'text 0')).toBe(false)
  })

  it('reads garbage as empty and drops malformed entries', () => {
    expect(parseFrequent('not json')).toEqual([])
    expect(parseFrequent('{"text":"x"}')).toEqual([])
    expect(
      parseFrequent(
        JSON.stringify([{ text: 'ok', count: 2, lastUsed: 'x' }, { text: '', count: 1, lastUsed: 'x' }, { count: 1 }]),
      ),
    ).toEqual([{ text: 'ok', count: 2, lastUsed: 'x' }])
  })

  it('saves under lineside.frequentDescriptions', () => {
    rememberDescription('Sealer jaws not closing properly', at(3))
    rememberDescription('sealer jaws not closing properly', at(4))
    expect(JSON.parse(localStorage.getItem(FREQUENT_DESCRIPTIONS_KEY) ?? '[]')).toEqual([
      { text: 'Sealer jaws not closing properly', count: 2, lastUsed: at(4).toISOString() },
    ])
    expect(loadFrequent()).toHaveLength(1)
  })
})
