// Test data for the floor screens: lines, machines, equipment and tickets as the cache holds them.
import type { Equipment, Machine, ProductionLine, Ticket } from '../../../../shared/types'
// Aliased: useDatabase is not a React hook, whatever its name says.
import { LinesideDb, useDatabase as selectDatabase } from '../../../data/db'
import { writeSession } from '../../../lib/session-store'
import { makeUser } from '../../../test-utils/render-app'

export function makeLine(id: number, overrides: Partial<ProductionLine> = {}): ProductionLine {
  return {
    id,
    name: `Unit B - Line ${id}`,
    unitCode: 'B',
    status: 'running',
    issue: null,
    version: 1,
    efficiency: 92,
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

export function makeMachine(id: string, lineId: number, overrides: Partial<Machine> = {}): Machine {
  return {
    id,
    lineId,
    name: `Machine ${id}`,
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

export function makeEquipment(id: number, overrides: Partial<Equipment> = {}): Equipment {
  return {
    id,
    name: `Device ${id}`,
    serialNumber: `Engineering-${id}`,
    department: 'Engineering',
    status: 'operational',
    location: 'Unit C Line 22',
    locations: ['Unit C Line 22'],
    manufacturer: null,
    isActive: true,
    unitCode: 'C',
    type: 'Processing',
    description: null,
    qrCode: `EQUIPMENT:${id}`,
    ...overrides,
  }
}

export function makeTicket(id: string, overrides: Partial<Ticket> = {}): Ticket {
  return {
    id,
    ticketId: null,
    ticketType: 'engineering',
    lineId: null,
    lineName: 'Unit B - Line 5',
    otherLocation: null,
    machineId: null,
    machineName: null,
    equipmentId: null,
    location: null,
    systemAffected: null,
    category: 'mechanical',
    priority: 'medium',
    description: 'Something is wrong',
    status: 'open',
    engineerStatus: null,
    reportedBy: 7,
    reportedByName: 'Sam Taylor',
    assignedTo: null,
    assignedBy: null,
    assignedEngineerName: null,
    createdAt: '2026-11-21T08:00:00.000Z',
    updatedAt: '2026-11-21T08:00:00.000Z',
    assignedAt: null,
    acceptedAt: null,
    startedAt: null,
    resolvedAt: null,
    resolutionSummary: null,
    partsUsed: null,
    timeSpent: null,
    followUpRequired: false,
    archived: false,
    notes: [],
    images: [],
    ...overrides,
  }
}

/** A fresh database and a signed-in operator (commands need a session to queue anything). */
export function freshDbAsOperator(): LinesideDb {
  const db = new LinesideDb(`t-${crypto.randomUUID()}`)
  selectDatabase(db)
  writeSession('token-123', makeUser('operator'))
  return db
}
