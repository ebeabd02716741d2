import { describe, expect, it } from 'vitest'
import { appendPhrase, templateKeysFor } from './close-templates'

describe('close templates', () => {
  it('offers phrases for mechanical, electrical and safety only', () => {
    expect(templateKeysFor('mechanical').length).toBeGreaterThan(0)
    expect(templateKeysFor('electrical').length).toBeGreaterThan(0)
    expect(templateKeysFor('safety').length).toBeGreaterThan(0)
    expect(templateKeysFor('quality')).toEqual([])
  })

  it('appends to the summary', () => {
    expect(appendPhrase('', 'Replaced the belt.')).toBe('Replaced the belt.')
    expect(appendPhrase('Checked drive.  ', 'Replaced the belt.')).toBe('Checked drive. Replaced the belt.')
  })
})
