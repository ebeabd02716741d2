// A write queued in a tab that does not lead reaches the leader over the channel (decision 273): the leader no
// longer keeps a live count of the outbox, which cost a read transaction on every write of every tab.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setLineStatus } from '../data/commands'
import { db } from '../data/db'
import { makeLine } from '../test-utils/fixtures'
import { freshDbAsOperator } from '../test-utils/line-fixtures'
import { LeaderChannel, type LeaderChannelHandlers } from './leader-channel'
import { initialSyncState } from './sync-state'

const opened: LeaderChannel[] = []
const open = (name: string, wrote: () => void): LeaderChannel => {
  const handlers: LeaderChannelHandlers = {
    drain: async () => undefined,
    state: () => initialSyncState,
    leaderState: () => undefined,
    wrote,
  }
  const channel = new LeaderChannel(name, handlers)
  opened.push(channel)
  return channel
}
afterEach(() => {
  for (const channel of opened.splice(0)) channel.close()
  db.close()
})

describe('writes in another tab', () => {
  it("wake the leader once per write; the leader's own tab does not tell itself", async () => {
    freshDbAsOperator()
    await db.lines.put(makeLine(3))
    const name = `lineside-sync:${crypto.randomUUID()}`
    const leaderHeard = vi.fn()
    const followerHeard = vi.fn()
    open(name, leaderHeard).lead()
    open(name, followerHeard)
    // Both "tabs" share this process's write listeners: the follower posts, the leader ignores its own.
    await setLineStatus(3, 'maintenance')
    await vi.waitFor(() => expect(leaderHeard).toHaveBeenCalledTimes(1))
    await setLineStatus(3, 'running')
    await vi.waitFor(() => expect(leaderHeard).toHaveBeenCalledTimes(2))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(leaderHeard).toHaveBeenCalledTimes(2)
    expect(followerHeard).not.toHaveBeenCalled()
  })

  it('a closed follower tells nobody', async () => {
    freshDbAsOperator()
    await db.lines.put(makeLine(3))
    const name = `lineside-sync:${crypto.randomUUID()}`
    const leaderHeard = vi.fn()
    open(name, leaderHeard).lead()
    open(name, vi.fn()).close()
    await setLineStatus(3, 'maintenance')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(leaderHeard).not.toHaveBeenCalled()
  })
})
