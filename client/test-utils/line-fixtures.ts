// Test data for the floor screens: lines, machines, equipment and tickets as the cache holds them.
import type { Equipment, Machine, Ticket } from '../../shared/types'
// Aliased: useDatabase is not a React hook, whatever its name says.
import { LinesideDb, useDatabase as selectDatabase } from '../data/db'
import { writeSession } from '../lib/session-store'
import { makeMachine as baseMachine, makeTicket as baseTicket } from './fixtures'
import { makeUser } from './render-app'

export function makeMachine(id: string, lineId: number, overrides: Partial<Machine> = {}): Machine {
  return baseMachine({ id, lineId, ...overrides })
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
  return baseTicket({ id, ...overrides })
}

/** A fresh database and a signed-in operator (commands need a session to queue anything). */
export function freshDbAsOperator(): LinesideDb {
  const db = new LinesideDb(`t-${crypto.randomUUID()}`)
  selectDatabase(db)
  writeSession('token-123', makeUser('operator'))
  return db
}
