// npm start: migrate, seed on first start (demo data unless NODE_ENV=production or SEED=none), then serve the
// API and the built PWA on PORT. An install with no admin yet says how to create the first one.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { hasActiveAdmin } from '../server/auth/users.repository'
import { boot } from '../server/bootstrap'
import { readEnv } from '../server/env'

const env = readEnv()
const clientDir = env.clientDir
const started = Date.now()
const { app, db, close } = await boot({
  dataDir: env.dataDir,
  secret: env.sessionSecret,
  seed: env.seed,
  historyDays: env.seedHistoryDays,
  webhookAllowPrivateHosts: env.webhookAllowPrivateHosts,
  publicUrl: env.publicUrl,
  maintenance: env.maintenance,
  connectors: env.connectors,
  databaseUrl: env.databaseUrl,
  pgPoolSize: env.pgPoolSize,
  clientDir: existsSync(path.join(clientDir, 'index.html')) ? clientDir : null,
  trustProxy: env.trustProxy,
  instanceId: env.instanceId,
  vapid: env.vapid,
})

if (!(await hasActiveAdmin(db))) {
  console.info(
    [
      'No admin account yet: this install started empty (SEED=none, the default with NODE_ENV=production).',
      'Create the first admin, then sign in with it:',
      `  DATA_DIR=${env.dataDir} npm run create-admin -- <username> <password (8+ characters)> [first name] [last name]`,
      'For the demo factory and its demo accounts instead, start a new data folder with SEED=demo.',
    ].join('\n'),
  )
}

const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
  console.info(
    `Lineside listening on http://localhost:${info.port} (data in ${env.databaseUrl ? 'PostgreSQL' : env.dataDir}, ready in ${Date.now() - started} ms)`,
  )
})

function shutdown() {
  server.close()
  void close().finally(() => process.exit(0))
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
