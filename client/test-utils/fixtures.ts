// Whole rows as the local cache holds them, for component tests; each area's helpers add their own defaults.
import { newOpenTicket } from '../../shared/tickets'
import type { Machine, ProductionLine, Ticket } from '../../shared/types'

export function makeLine(id: number, overrides: Partial<ProductionLine> = {}): ProductionLine {
  return {
    id,
    name: `Unit B - Line ${id}`,
    unitCode: 'B',
    status: 'running',
    issue: null,
    version: 1,
    efficiency: 92,
    previousEfficiency: null,
    targetRate: 150,
    currentRate: 138,
    qualityScore: 96,
    producedToday: 850,
    targetProduction: 1000,
    temperature: 3,
    productSku: 'BF-JNT-001',
    productName: 'Beef Topside Roasting Joint',
    productType: 'Joints',
    batchSize: 400,
    targetWeight: 1000,
    packagingType: 'Vacuum skin pack',
    operatorName: 'Olivia Nowak',
    shiftStart: '06:00',
    nextMaintenance: null,
    lastUpdate: '2026-11-21T08:00:00.000Z',
    lastCheck: '2026-11-21T08:00:00.000Z',
    statusSince: '2026-11-21T06:00:00.000Z',
    statusChangedBy: null,
    ...overrides,
  }
}

export function makeMachine(overrides: Partial<Machine> & Pick<Machine, 'id' | 'lineId'>): Machine {
  return {
    name: `Machine ${overrides.id}`,
    code: null,
    type: 'other',
    description: null,
    isActive: true,
    model: null,
    serialNumber: null,
    lastChangedOn: null,
    location: null,
    manufacturer: null,
    status: 'operational',
    updatedAt: '2026-11-21T08:00:00.000Z',
    ...overrides,
  }
}

export function makeTicket(overrides: Partial<Ticket> = {}): Ticket {
  return newOpenTicket({
    id: crypto.randomUUID(),
    ticketType: 'engineering',
    lineName: 'Unit B - Line 5',
    category: 'mechanical',
    priority: 'medium',
    description: 'Something is wrong',
    reportedBy: 7,
    reportedByName: 'Sam Taylor',
    createdAt: '2026-11-21T08:00:00.000Z',
    updatedAt: '2026-11-21T08:00:00.000Z',
    ...overrides,
  })
}
