// The soak, shorter, inside npm test: real server processes killed with -9 on the same data folder.
import { expect, it } from 'vitest'
import { runSoak } from './soak'

it('loses nothing and duplicates nothing through lost answers, re-sends, foreign ids and two kill -9 restarts', async () => {
  const counts = await runSoak({ perDevice: 60, kills: 2, seed: 7 })
  expect(counts.kills).toBe(2)
  expect(counts.applied + counts.superseded + counts.rejected).toBe(180)
  expect(counts.applied).toBeGreaterThan(0)
  expect(counts.lostAnswers).toBeGreaterThan(0)
  expect(counts.duplicateResends + counts.outOfOrderRefused).toBeGreaterThan(0)
}, 180_000)
