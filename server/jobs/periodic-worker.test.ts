// The shared background loop: when rounds run, what a failing one does, and that stop() waits.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PeriodicWorker, type PeriodicJob } from './periodic-worker'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function until(check: () => boolean, ms = 2_000) {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await sleep(5)
  }
}

function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}

function job(round: PeriodicJob<number>['round'], extra: Partial<PeriodicJob<number>> = {}): PeriodicJob<number> {
  return Object.assign({ everyMs: 60_000, firstAfterMs: 60_000, failure: 'test: round failed', round }, extra)
}

let worker: PeriodicWorker<number> | null = null
afterEach(async () => {
  await worker?.stop()
  worker = null
  vi.restoreAllMocks()
})

describe('PeriodicWorker', () => {
  it('starts with a round after firstAfterMs, then one every everyMs, and reports each', async () => {
    let rounds = 0
    const reported: number[] = []
    worker = new PeriodicWorker(
      job(async () => ++rounds, { report: (n) => reported.push(n) }),
      { firstAfterMs: 30, everyMs: 10 },
    )
    worker.start()
    await sleep(15)
    expect(rounds).toBe(0)
    await until(() => rounds >= 3)
    expect(reported.slice(0, 3)).toEqual([1, 2, 3])
  })

  it('start twice keeps one timer; stop ends the rounds', async () => {
    let rounds = 0
    worker = new PeriodicWorker(
      job(async () => ++rounds),
      { firstAfterMs: 0, everyMs: 5 },
    )
    worker.start().start()
    await until(() => rounds >= 2)
    await worker.stop()
    const after = rounds
    await sleep(50)
    expect(rounds).toBe(after)
  })

  it('logs a failing round and tries again at the next tick', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    let calls = 0
    worker = new PeriodicWorker(
      job(async () => {
        calls++
        if (calls === 1) throw new Error('database is locked')
        return calls
      }),
      { firstAfterMs: 0, everyMs: 10 },
    )
    worker.start()
    await until(() => calls >= 2)
    expect(errors).toHaveBeenCalledWith('test: round failed', 'database is locked')
    expect(errors).toHaveBeenCalledTimes(1)
  })

  it('never runs two rounds at once: the timer waits for the round, runOnce queues behind it', async () => {
    let inside = 0
    let most = 0
    let rounds = 0
    worker = new PeriodicWorker(
      job(async () => {
        inside++
        most = Math.max(most, inside)
        await sleep(20)
        inside--
        return ++rounds
      }),
      { firstAfterMs: 0, everyMs: 1 },
    )
    worker.start()
    await until(() => inside === 1)
    const asked = [worker.runOnce(), worker.runOnce()]
    await Promise.all(asked)
    await until(() => rounds >= 5)
    expect(most).toBe(1)
  })

  it('stop waits for the round under way', async () => {
    const release = deferred()
    let began = false
    let finished = false
    worker = new PeriodicWorker(
      job(async () => {
        began = true
        await release.promise
        finished = true
        return 1
      }),
      { firstAfterMs: 0 },
    )
    worker.start()
    await until(() => began)
    let stopped = false
    const stopping = worker.stop().then(() => (stopped = true))
    await sleep(20)
    expect(stopped).toBe(false)
    release.resolve()
    await stopping
    expect(finished).toBe(true)
  })

  it('a long round ends at its next between() once stopped, and that is not logged as a failure', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    let steps = 0
    worker = new PeriodicWorker(
      job(async (between) => {
        for (;;) {
          steps++
          await sleep(2)
          await between()
        }
      }),
      { firstAfterMs: 0 },
    )
    worker.start()
    await until(() => steps >= 3)
    await worker.stop()
    const at = steps
    await sleep(20)
    expect(steps).toBe(at)
    expect(errors).not.toHaveBeenCalled()
  })
})
