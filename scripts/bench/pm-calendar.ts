// The PM calendar's render time for 2,000 work orders (issue 28, target ≤ 200 ms main-thread time): renders the
// month grid (40 lines × 30 days) in jsdom through its vitest case and prints the time. jsdom is slower than
// Chromium, so a figure under the target here is under it in the browser too.
import { spawnSync } from 'node:child_process'

const run = spawnSync('npx', ['vitest', 'run', 'client/features/pm/pm-calendar.test.tsx', '-t', 'quickly'], {
  env: { ...process.env, BENCH_PM_CALENDAR: '1' },
  encoding: 'utf8',
})
const line = `${run.stdout}\n${run.stderr}`.split('\n').find((l) => l.includes('PM calendar:'))
console.log(line ?? 'PM calendar: no figure (the vitest case failed)')
process.exitCode = run.status ?? 1
