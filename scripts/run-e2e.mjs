// npm run test:e2e: build the app, then run the Playwright stories in Debian's Chromium against a fresh server.
// E2E_PORT (default 4173) selects the port; each port gets its own build and data folder under .tmp/e2e/.
import { spawnSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
if (!existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}. Install it with: apt-get install -y chromium (or set CHROMIUM_PATH).`,
  )
  process.exit(1)
}
const port = process.env.E2E_PORT || '4173'
const workDir = `.tmp/e2e/${port}`

function run(cmd, args, env = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

rmSync(`${workDir}/data`, { recursive: true, force: true })
if (!process.env.E2E_SKIP_BUILD)
  run('npx', ['vite', 'build', '--logLevel', 'warn'], { LINESIDE_OUT_DIR: `${workDir}/client` })
run('npx', ['playwright', 'test', ...process.argv.slice(2)], { CHROMIUM_PATH: chromium, E2E_PORT: port })
