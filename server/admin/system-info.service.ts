// System Info: version, uptime, database size and rows, live clients, sync clients and the webhook backlog.
import { statSync } from 'node:fs'
import path from 'node:path'
import { APP_VERSION } from '../../shared/constants'
import type { SystemInfo } from '../../shared/admin'
import type { AppDeps } from '../context'
import { outboxCounts } from '../teams/teams.repository'
import { dialectOf } from '../db/dialect'
import { postgresDatabaseBytes, recentSyncClients, rowCounts } from './system.repository'

/** Bytes of the SQLite file and its write-ahead log (0 when the database is not a file here). */
export function databaseBytes(dataDir: string): number {
  let total = 0
  for (const name of ['lineside.sqlite', 'lineside.sqlite-wal']) {
    try {
      total += statSync(path.join(dataDir, name)).size
    } catch {
      // absent: nothing to add
    }
  }
  return total
}

export async function webhookBacklog(deps: AppDeps): Promise<SystemInfo['webhookBacklog']> {
  const counts = await outboxCounts(deps.db)
  const sum = (status: string) => counts.filter((c) => c.status === status).reduce((n, c) => n + Number(c.n), 0)
  const oldest = counts
    .filter((c) => c.status === 'pending' && c.oldest)
    .map((c) => String(c.oldest))
    .sort()[0]
  return { pending: sum('pending'), failed: sum('failed'), sent: sum('sent'), oldestPending: oldest ?? null }
}

export async function systemInfo(deps: AppDeps, startedAt: Date): Promise<SystemInfo> {
  const now = deps.clock.now()
  const clients = await recentSyncClients(deps.db, 50)
  return {
    version: APP_VERSION,
    startedAt: startedAt.toISOString(),
    uptimeSeconds: Math.max(0, Math.round((now.getTime() - startedAt.getTime()) / 1000)),
    nodeVersion: process.version,
    databaseBytes:
      dialectOf(deps.db) === 'postgres' ? await postgresDatabaseBytes(deps.db) : databaseBytes(deps.config.dataDir),
    rowCounts: await rowCounts(deps.db),
    liveClients: deps.events.listenerCount,
    syncClients: clients.map((c) => ({
      clientId: c.client_id,
      username: c.username,
      lastMutationId: c.last_mutation_id,
      lastPushAt: c.updated_at,
      pending: c.pending_count,
      pendingReportedAt: c.pending_reported_at,
    })),
    webhookBacklog: await webhookBacklog(deps),
  }
}
