// Runs the date-prefixed migrations in order at start.
import { Migrator, type Migration, type MigrationProvider } from 'kysely'
import type { Db } from './connection'
import * as initial from './migrations/2026-11-21-001-initial'
import * as reports from './migrations/2026-11-23-101-reports'
import * as adminTeams from './migrations/2026-11-23-102-admin-teams'
import * as itEquipment from './migrations/2026-11-23-103-it-equipment'
import * as planningImports from './migrations/2026-11-23-104-planning-imports'
import * as syncOutcomes from './migrations/2026-11-23-106-sync-outcomes'
import * as hardening from './migrations/2026-11-23-107-hardening'
import * as writeLocks from './migrations/2026-11-23-110-write-locks'
import * as reportSpeed from './migrations/2026-11-23-120-report-speed'
import * as ticketProduct from './migrations/2026-11-23-125-ticket-product'
import * as syncSpeed from './migrations/2026-11-23-135-sync-speed'
import * as postgresScaleOut from './migrations/2026-11-23-145-postgres-scale-out'
import * as dropUnusedChangeIndex from './migrations/2026-11-23-161-drop-unused-change-index'
import * as clientFirstPush from './migrations/2026-11-26-179-client-first-push'
import * as teamsLeasesAndFailures from './migrations/2026-11-26-175-teams-leases-and-failures'
import * as importOwner from './migrations/2026-11-26-183-import-owner'
import * as retentionMarks from './migrations/2026-11-26-184-retention-marks'
import * as hygiene from './migrations/2026-11-26-195-hygiene'
import * as stopReasonsAndOee from './migrations/2026-11-26-200-stop-reasons-and-oee'
import * as oeeShiftSums from './migrations/2026-11-27-230-oee-shift-sums'
import * as oeeRangeIndexes from './migrations/2026-11-27-231-oee-range-indexes'
import * as pushAndEscalation from './migrations/2026-11-26-205-push-and-escalation'
import * as plannedMaintenance from './migrations/2026-11-26-190-planned-maintenance'
import * as pmReadingCorrections from './migrations/2026-11-27-235-pm-reading-corrections'
import * as pmPhotos from './migrations/2026-11-27-236-pm-photos'
import * as shiftHandover from './migrations/2026-11-27-220-shift-handover'
import * as escalationRecipients from './migrations/2026-11-27-221-escalation-recipients'
import * as oeePeriodSums from './migrations/2026-11-28-300-oee-period-sums'
import * as ticketDaySums from './migrations/2026-11-28-410-ticket-day-sums'

const migrations: Record<string, Migration> = {
  '2026-11-21-001-initial': initial,
  '2026-11-23-101-reports': reports,
  '2026-11-23-102-admin-teams': adminTeams,
  '2026-11-23-103-it-equipment': itEquipment,
  '2026-11-23-104-planning-imports': planningImports,
  '2026-11-23-106-sync-outcomes': syncOutcomes,
  '2026-11-23-107-hardening': hardening,
  '2026-11-23-110-write-locks': writeLocks,
  '2026-11-23-120-report-speed': reportSpeed,
  '2026-11-23-125-ticket-product': ticketProduct,
  '2026-11-23-135-sync-speed': syncSpeed,
  '2026-11-23-145-postgres-scale-out': postgresScaleOut,
  '2026-11-23-161-drop-unused-change-index': dropUnusedChangeIndex,
  '2026-11-26-179-client-first-push': clientFirstPush,
  '2026-11-26-175-teams-leases-and-failures': teamsLeasesAndFailures,
  '2026-11-26-183-import-owner': importOwner,
  '2026-11-26-184-retention-marks': retentionMarks,
  '2026-11-26-195-hygiene': hygiene,
  '2026-11-26-200-stop-reasons-and-oee': stopReasonsAndOee,
  '2026-11-26-205-push-and-escalation': pushAndEscalation,
  '2026-11-27-230-oee-shift-sums': oeeShiftSums,
  '2026-11-27-231-oee-range-indexes': oeeRangeIndexes,
  '2026-11-26-190-planned-maintenance': plannedMaintenance,
  '2026-11-27-235-pm-reading-corrections': pmReadingCorrections,
  '2026-11-27-236-pm-photos': pmPhotos,
  '2026-11-27-220-shift-handover': shiftHandover,
  '2026-11-27-221-escalation-recipients': escalationRecipients,
  '2026-11-28-300-oee-period-sums': oeePeriodSums,
  '2026-11-28-410-ticket-day-sums': ticketDaySums,
}

const provider: MigrationProvider = { getMigrations: async () => migrations }

export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest()
  for (const r of results ?? []) {
    if (r.status === 'Error') console.error(`migration ${r.migrationName} failed`)
  }
  if (error) throw error instanceof Error ? error : new Error(String(error))
}
