// Vitest globalSetup of the server project: one folder per run where test servers keep their seeded templates
// (server/testing/seed-template.ts); on PostgreSQL the run's template databases are dropped at the end.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's template folder; its base name prefixes the run's PostgreSQL template databases. */
    seedTemplateDir: string
  }
}

export default function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'lineside-tpl-'))
  project.provide('seedTemplateDir', dir)
  return async () => {
    rmSync(dir, { recursive: true, force: true })
    const adminUrl = process.env.TEST_DB === 'postgres' ? process.env.PG_TEST_URL : undefined
    if (!adminUrl) return
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    try {
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`${templatePrefix(dir)}%`],
      )
      for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`)
    } finally {
      await client.end()
    }
  }
}

/** The run's PostgreSQL template databases start with this (lower case, letters, digits and _ only). */
export function templatePrefix(dir: string): string {
  return `lineside_tpl_${path
    .basename(dir)
    .replace(/[^a-zA-Z0-9]/g, '')
    .toLowerCase()}_`
}
