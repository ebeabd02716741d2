import { describe, expect, it } from 'vitest'
import { PokePacer } from './poke-pacer'

describe('PokePacer', () => {
  it('lets the first poke after a quiet spell out at once', () => {
    let now = 1_000
    const pacer = new PokePacer(100, () => now)
    expect(pacer.dueIn()).toBeNull()
    pacer.offer(7)
    expect(pacer.dueIn()).toBe(0)
    expect(pacer.take()).toBe(7)
    now += 150
    pacer.offer(8)
    expect(pacer.take()).toBe(8)
  })

  it('holds pokes inside the window and sends one with the newest sequence when it closes', () => {
    let now = 0
    const pacer = new PokePacer(100, () => now)
    pacer.offer(1)
    expect(pacer.take()).toBe(1)
    const sent: number[] = []
    // 99 more changes, one every 2 ms: 200 ms of burst.
    for (let seq = 2; seq <= 100; seq++) {
      now += 2
      pacer.offer(seq)
      const taken = pacer.take()
      if (taken !== null) sent.push(taken)
    }
    now += 100
    const last = pacer.take()
    if (last !== null) sent.push(last)
    expect(sent.length).toBeLessThanOrEqual(3)
    expect(sent.at(-1)).toBe(100)
    expect(sent).toEqual([...sent].sort((a, b) => a - b))
  })

  it('says how long the held change waits, and never lets an older sequence replace a newer one', () => {
    let now = 0
    const pacer = new PokePacer(100, () => now)
    pacer.offer(5)
    pacer.take()
    now = 30
    pacer.offer(9)
    pacer.offer(6)
    expect(pacer.dueIn()).toBe(70)
    expect(pacer.take()).toBeNull()
    now = 100
    expect(pacer.take()).toBe(9)
    expect(pacer.take()).toBeNull()
  })
})
