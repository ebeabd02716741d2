#!/usr/bin/env node
// Runs the project's checks as named steps and prints each one's time at the end (npm test, npm run validate,
// .ci/run). A plan is a list of stages; the lanes of a stage run side by side, the steps of a lane one after another.
// - checks: typecheck, lint and format are single-threaded, so they share a stage.
// - test: unit, PostgreSQL, then e2e, one after another (RUN_STEPS_LANES=1: the e2e stories beside the other two,
//   decision 261; on 2 cores that ran tests out of time, decision 272).
// A failing step ends its lane; the run fails and the table still prints.
//   node scripts/run-steps.mjs validate | test | checks
import { spawn } from 'node:child_process'

const STEP = {
  typecheck: ['npm', ['run', '--silent', 'typecheck']],
  lint: ['npm', ['run', '--silent', 'lint']],
  format: ['npm', ['run', '--silent', 'format:check']],
  unit: ['npm', ['run', '--silent', 'test:unit']],
  postgres: ['npm', ['run', '--silent', 'test:server:pg']],
  e2e: ['npm', ['run', '--silent', 'test:e2e']],
}

// Beside the e2e stories (whose expectations wait on the clock), the unit and PostgreSQL runs (which only need
// throughput) run at a lower CPU priority: they take the cores the stories leave idle, not the stories' time.
const NICE = new Set(['unit', 'postgres'])
const TEST = [[['e2e'], ['unit', 'postgres']]]
const CHECKS = [[['typecheck'], ['lint'], ['format']]]
// The test steps run one after another: side by side (decision 261) the load reached 15-17 on a quiet 2-core machine
// and unit tests and stories ran out of time (docs/decisions/272). RUN_STEPS_LANES=1 runs them side by side.
const SERIAL = [[['unit']], [['postgres']], [['e2e']]]
const tests = process.env.RUN_STEPS_LANES === '1' ? TEST : SERIAL
const PLANS = { test: tests, checks: CHECKS, validate: [...CHECKS, ...tests] }

const plan = PLANS[process.argv[2] ?? '']
if (!plan) {
  console.error(`usage: node scripts/run-steps.mjs ${Object.keys(PLANS).join(' | ')}`)
  process.exit(2)
}

/** A step run beside others at a lower priority (`nice`, inherited by its workers and its PostgreSQL server). */
function lowered(name, [cmd, args], shared) {
  return shared && NICE.has(name) && process.platform !== 'win32' ? ['nice', ['-n', '10', cmd, ...args]] : [cmd, args]
}

/** Runs one step; a step beside others has its output prefixed with its name, so the lines stay readable. */
function run(name, shared) {
  const [cmd, args] = lowered(name, STEP[name], shared)
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: shared ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env })
    if (shared) {
      for (const stream of [child.stdout, child.stderr]) {
        let rest = ''
        stream.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n')
          rest = lines.pop() ?? ''
          for (const line of lines) process.stdout.write(`[${name}] ${line}\n`)
        })
        stream.on('end', () => rest && process.stdout.write(`[${name}] ${rest}\n`))
      }
    }
    child.on('close', (code) => resolve({ name, code: code ?? 1, seconds: (Date.now() - started) / 1000 }))
  })
}

const results = []
const startedAll = Date.now()
for (const stage of plan) {
  const lanes = stage.map(async (lane) => {
    for (const name of lane) {
      const result = await run(name, stage.length > 1)
      results.push(result)
      if (result.code !== 0) return false
    }
    return true
  })
  if ((await Promise.all(lanes)).includes(false)) break
}

const failed = results.filter((r) => r.code !== 0)
console.log('\nStep times:')
for (const r of results)
  console.log(
    `  ${r.name.padEnd(10)} ${r.seconds.toFixed(0).padStart(5)} s  ${r.code === 0 ? 'ok' : `FAILED (exit ${r.code})`}`,
  )
console.log(`  ${'total'.padEnd(10)} ${((Date.now() - startedAll) / 1000).toFixed(0).padStart(5)} s`)
process.exit(failed.length ? 1 : 0)
