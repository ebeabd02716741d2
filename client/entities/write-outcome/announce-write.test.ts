// The honest confirmation of a queued change (issue 17 §2; decision 273): a quick answer shows one toast, a slow one
// shows "saved on this device" first, offline says it will be sent later; green and vibration only once sent.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setLineStatus } from '../../data/commands'
import { db, type OutboxEntry } from '../../data/db'
import { freshDbAsOperator } from '../../test-utils/line-fixtures'
import { makeLine } from '../../test-utils/fixtures'
import { announceWrite, SENDING_TOAST_DELAY_MS } from './announce-write'

const shown = vi.hoisted(() => [] as string[])
vi.mock('../../lib/toast', () => {
  const record = (tone: string) => (title: string) => (shown.push(`${tone} ${title}`), Promise.resolve(title))
  return {
    toast: {
      info: record('blue'),
      success: record('green'),
      error: record('red'),
      show: (tone: string, title: string) => record(tone)(title),
      update: (_id: unknown, tone: string, title: string) => record(tone)(title),
    },
  }
})

let entry: OutboxEntry
beforeEach(async () => {
  shown.length = 0
  freshDbAsOperator()
  await db.lines.put(makeLine(3, { status: 'stopped' }))
  entry = await setLineStatus(3, 'running')
})
afterEach(() => db.close())

const sentAfter = (ms: number) => setTimeout(() => void db.outbox.delete(entry.mutationId), ms)
const texts = { title: 'Line Status Updated' }

describe('announceWrite', () => {
  it('online, an answer within the grace time shows the green toast alone', async () => {
    sentAfter(50)
    expect(await announceWrite(entry, texts)).toEqual({ kind: 'sent' })
    expect(shown).toEqual(['green Line Status Updated'])
  })

  it('online, a slow answer shows "Saved on this device" first, then green', async () => {
    sentAfter(SENDING_TOAST_DELAY_MS + 300)
    expect(await announceWrite(entry, texts)).toEqual({ kind: 'sent' })
    expect(shown).toEqual(['blue Saved on this device', 'green Line Status Updated'])
  })

  it('offline, it says at once that the change will be sent later, and nothing green', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    expect(await announceWrite(entry, texts)).toEqual({ kind: 'waiting' })
    expect(shown).toEqual(['blue Saved on this device'])
    vi.restoreAllMocks()
  })
})
