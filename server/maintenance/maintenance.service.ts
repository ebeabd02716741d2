// The predictive-maintenance report and the equipment health panel, computed from the plant's own history.
import type { Db } from '../db/connection'
import { notFound } from '../http/errors'
import { analysePlant, type ItemAnalysis } from './item-analysis'
import { firstTicketAt, listEngineeringEquipment, listItemTickets, listMachines } from './maintenance.repository'
import type { MaintenanceSettings } from '../config/maintenance-settings'
import { rewriteReport } from './narrative'
import { buildPlantHistory, type PlantRows } from './plant-history'
import { buildHealth, buildReport } from './report-builder'
import type { EquipmentHealth, PredictiveReport } from '../../shared/maintenance/report-types'

export async function loadPlantRows(db: Db): Promise<PlantRows> {
  const [machines, equipment, tickets, first] = await Promise.all([
    listMachines(db),
    listEngineeringEquipment(db),
    listItemTickets(db),
    firstTicketAt(db),
  ])
  return { machines, equipment, tickets, firstTicketAt: first }
}

export function analyseAt(rows: PlantRows, asOfMs: number): ItemAnalysis[] {
  return analysePlant(buildPlantHistory(rows, asOfMs))
}

export async function predictiveReport(
  db: Db,
  now: Date,
  settings: MaintenanceSettings,
  language: string,
): Promise<PredictiveReport> {
  const analyses = analyseAt(await loadPlantRows(db), now.getTime())
  const report = buildReport(analyses, now.toISOString(), settings, settings.languageModel !== null)
  return settings.languageModel ? rewriteReport(settings.languageModel, report, language) : report
}

export async function equipmentHealth(db: Db, now: Date, itemId: string): Promise<EquipmentHealth> {
  const analysis = analyseAt(await loadPlantRows(db), now.getTime()).find((a) => a.item.id === itemId)
  if (!analysis) throw notFound('No such machine or equipment')
  return buildHealth(analysis, now.toISOString())
}
