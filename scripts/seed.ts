// npm run seed: seed the demo factory into an empty database (npm start does this on first start).
import { mkdirSync } from 'node:fs'
import { openConfiguredDatabase } from '../server/db/connection'
import { migrateToLatest } from '../server/db/migrate'
import { readEnv } from '../server/env'
import { isSeeded, seedDemo } from '../server/seed/demo-seed'

const env = readEnv()
mkdirSync(env.dataDir, { recursive: true })
const db = openConfiguredDatabase(env.dataDir, env.databaseUrl)
await migrateToLatest(db)
if (await isSeeded(db)) {
  console.info('The database already holds data; nothing seeded. Remove the data folder to start again.')
} else {
  await seedDemo(db, { now: new Date(), historyDays: 90 })
  console.info(`Demo data seeded into ${env.databaseUrl ? 'the PostgreSQL database' : env.dataDir}`)
}
await db.destroy()
