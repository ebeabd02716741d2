// Line rows to the API's ProductionLine.
import type { LineStatus } from '../../shared/constants'
import type { ProductionLine } from '../../shared/types'
import type { LineWithProductRow } from './lines.repository'

export function toLine(r: LineWithProductRow): ProductionLine {
  return {
    id: r.id,
    name: r.name,
    unitCode: r.unit_code,
    status: r.status as LineStatus,
    issue: r.issue,
    version: r.version,
    efficiency: r.efficiency,
    previousEfficiency: r.previous_efficiency,
    targetRate: r.target_rate,
    currentRate: r.current_rate,
    qualityScore: r.quality_score,
    producedToday: r.produced_today,
    targetProduction: r.target_production,
    temperature: r.temperature ?? r.product_temperature,
    productSku: r.product_sku,
    productName: r.product_name,
    productType: r.product_type,
    batchSize: r.product_batch_size,
    targetWeight: r.product_target_weight,
    packagingType: r.product_packaging_type,
    operatorName: r.operator_name,
    shiftStart: r.shift_start,
    nextMaintenance: r.next_maintenance,
    lastUpdate: r.last_update,
    lastCheck: r.last_check,
    statusSince: r.status_since,
    statusChangedBy: r.status_changed_by,
    clearanceRequired: r.hygiene_hold_enabled === null ? true : Number(r.hygiene_hold_enabled) !== 0,
  }
}
