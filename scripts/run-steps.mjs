#!/usr/bin/env node
// Runs the project's checks as named steps and prints each one's time at the end (npm test, npm run validate,
// .ci/run). Steps in one group run side by side: only single-threaded ones share a group (typecheck, lint, format; on
// 2 cores the test runners use both). The first failing group stops the run; the table still prints.
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

const TEST = [['unit'], ['postgres'], ['e2e']]
const CHECKS = [['typecheck', 'lint', 'format']]
const PLANS = { test: TEST, checks: CHECKS, validate: [...CHECKS, ...TEST] }

const plan = PLANS[process.argv[2] ?? '']
if (!plan) {
  console.error(`usage: node scripts/run-steps.mjs ${Object.keys(PLANS).join(' | ')}`)
  process.exit(2)
}

/** Runs one step; a step beside others has its output prefixed with its name, so the lines stay readable. */
function run(name, shared) {
  const [cmd, args] = STEP[name]
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
for (const group of plan) {
  const done = await Promise.all(group.map((name) => run(name, group.length > 1)))
  results.push(...done)
  if (done.some((r) => r.code !== 0)) break
}

const failed = results.filter((r) => r.code !== 0)
console.log('\nStep times:')
for (const r of results)
  console.log(
    `  ${r.name.padEnd(10)} ${r.seconds.toFixed(0).padStart(5)} s  ${r.code === 0 ? 'ok' : `FAILED (exit ${r.code})`}`,
  )
console.log(`  ${'total'.padEnd(10)} ${((Date.now() - startedAll) / 1000).toFixed(0).padStart(5)} s`)
process.exit(failed.length ? 1 : 0)
