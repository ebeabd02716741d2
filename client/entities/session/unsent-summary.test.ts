import { describe, expect, it } from 'vitest'
import { summariseUnsent } from './unsent-summary'

describe('unsent summary', () => {
  it('counts each kind, most frequent first', () => {
    const entries = [{ name: 'ticket.create' }, { name: 'line.setStatus' }, { name: 'line.setStatus' }]
    expect(summariseUnsent(entries)).toEqual([
      { name: 'line.setStatus', count: 2 },
      { name: 'ticket.create', count: 1 },
    ])
  })
})
