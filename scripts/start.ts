// npm start: migrate, seed demo data on first start, then serve the API and the built PWA on PORT.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { boot } from '../server/bootstrap'
import { readEnv } from '../server/env'

const env = readEnv()
const clientDir = env.clientDir
const started = Date.now()
const { app, db } = await boot({
  dataDir: env.dataDir,
  secret: env.sessionSecret,
  seed: env.seed,
  historyDays: env.seedHistoryDays,
  databaseUrl: env.databaseUrl,
  clientDir: existsSync(path.join(clientDir, 'index.html')) ? clientDir : null,
})

const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
  console.info(`Lineside listening on http://localhost:${info.port} (data in ${env.databaseUrl ? 'PostgreSQL' : env.dataDir}, ready in ${Date.now() - started} ms)`)
})

function shutdown() {
  server.close()
  void db.destroy().finally(() => process.exit(0))
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
