// npm run migrate: bring the database in DATA_DIR to the latest schema (start does this too).
import { mkdirSync } from 'node:fs'
import { openConfiguredDatabase } from '../server/db/connection'
import { migrateToLatest } from '../server/db/migrate'
import { readEnv } from '../server/env'

const env = readEnv()
mkdirSync(env.dataDir, { recursive: true })
const db = openConfiguredDatabase(env.dataDir, env.databaseUrl)
await migrateToLatest(db)
await db.destroy()
console.info(`Database ${env.databaseUrl ? '(PostgreSQL)' : `in ${env.dataDir}`} is up to date`)
