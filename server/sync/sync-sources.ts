// Every synced entity's source, by name, in snapshot order. Each area owns its source (`<area>/*-sync.ts`);
// the type makes a new entity in shared/schemas/sync.ts fail the typecheck until its source is listed here.
import type { SyncEntity } from '../../shared/schemas/sync'
import { engineersSource, productsSource } from '../catalog/catalog-sync'
import { equipmentSource } from '../equipment/equipment-sync'
import { ticketEscalationsSource } from '../escalation/escalation-sync'
import { handoversSource } from '../handover/handover-sync'
import { hygieneHoldsSource } from '../hygiene/hygiene-sync'
import { linesSource } from '../lines/lines-sync'
import { machinesSource } from '../machines/machines-sync'
import { scheduleSource } from '../planning/schedule-sync'
import { stopPartsSource, stopReasonsSource } from '../oee/oee-sync'
import { pmPlansSource, pmWorkOrdersSource } from '../pm/pm-sync'
import type { SyncSource } from '../sync-kit/sync-source'
import { ticketsSource } from '../tickets/tickets-sync'

export const SYNC_SOURCES: { [K in SyncEntity]: SyncSource<K> } = {
  lines: linesSource,
  tickets: ticketsSource,
  machines: machinesSource,
  equipment: equipmentSource,
  engineers: engineersSource,
  products: productsSource,
  schedule: scheduleSource,
  hygieneHolds: hygieneHoldsSource,
  stopReasons: stopReasonsSource,
  stopParts: stopPartsSource,
  pmPlans: pmPlansSource,
  pmWorkOrders: pmWorkOrdersSource,
  handovers: handoversSource,
  ticketEscalations: ticketEscalationsSource,
}
