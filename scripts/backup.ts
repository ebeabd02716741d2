// npm run backup -- <file>: an online copy of the SQLite database (SQLite's backup API through better-sqlite3),
// safe while the server runs and writes. Reads DATA_DIR like the server. PostgreSQL installs use pg_dump or
// their standby instead (docs/deployment.md).
import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { readEnv } from '../server/env'

export async function backupSqlite(source: string, target: string): Promise<{ pages: number }> {
  if (!existsSync(source)) throw new Error(`No database at ${source}`)
  mkdirSync(path.dirname(target), { recursive: true })
  const db = new SQLite(source, { readonly: true, fileMustExist: true })
  try {
    const { totalPages } = await db.backup(target)
    return { pages: totalPages }
  } finally {
    db.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const env = readEnv()
  if (env.databaseUrl) {
    console.error('DATABASE_URL is set: back PostgreSQL up with pg_dump or a standby (docs/deployment.md).')
    process.exit(2)
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const target = path.resolve(process.argv[2] ?? path.join(env.dataDir, 'backups', `lineside-${stamp}.sqlite`))
  const { pages } = await backupSqlite(path.join(env.dataDir, 'lineside.sqlite'), target)
  console.info(`Backed up ${pages} pages to ${target}`)
}
