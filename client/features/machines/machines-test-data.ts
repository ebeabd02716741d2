// Rows and set-up for the machines area's component tests (imported by tests only).
import { vi } from 'vitest'
import type { Machine, ProductionLine, Ticket } from '../../../shared/types'
// Renamed: useDatabase is no React hook, and the hooks lint rule would judge it by its name.
import { LinesideDb, useDatabase as switchDatabase } from '../../data/db'
import { writeSession } from '../../lib/session-store'
import { makeLine as baseLine, makeMachine as baseMachine, makeTicket as baseTicket } from '../../test-utils/fixtures'
import { jsonResponse, makeUser } from '../../test-utils/render-app'

export function makeLine(id: number, overrides: Partial<ProductionLine> = {}): ProductionLine {
  return baseLine(id, {
    efficiency: 90,
    targetRate: 100,
    currentRate: 90,
    qualityScore: 98,
    producedToday: 500,
    temperature: null,
    productSku: null,
    productName: null,
    productType: null,
    batchSize: null,
    targetWeight: null,
    packagingType: null,
    operatorName: null,
    shiftStart: '2026-01-01T06:00:00.000Z',
    lastUpdate: '2026-01-01T06:00:00.000Z',
    lastCheck: null,
    statusSince: '2026-01-01T06:00:00.000Z',
    ...overrides,
  })
}

export function makeMachine(lineId: number, n: number, overrides: Partial<Machine> = {}): Machine {
  return baseMachine({
    id: crypto.randomUUID(),
    lineId,
    name: `Crusher ${lineId}-${n}`,
    code: `L${String(lineId).padStart(2, '0')}-M${n}`,
    type: 'crusher',
    model: 'Weiler 1109',
    serialNumber: `SN-${lineId}-${n}`,
    updatedAt: '2026-01-01T06:00:00.000Z',
    ...overrides,
  })
}

export function makeTicket(status: Ticket['status']): Ticket {
  return baseTicket({
    lineId: 1,
    lineName: 'Unit B - Line 1',
    description: 'Belt slipping',
    status,
    reportedBy: null,
    reportedByName: null,
    createdAt: '2026-01-01T06:00:00.000Z',
    updatedAt: '2026-01-01T06:00:00.000Z',
  })
}

/** A fresh cache, a stored session for the role, and a fetch stub that verifies it (plus `extra` for other calls). */
export function setUpDevice(
  role: string,
  extra?: (url: string, init?: RequestInit) => Response | Promise<Response>,
): LinesideDb {
  const db = new LinesideDb(`t-${crypto.randomUUID()}`)
  switchDatabase(db)
  const user = makeUser(role)
  writeSession('token-123', user)
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes('/api/auth/verify')) return jsonResponse(200, { valid: true, user })
      return extra ? extra(url, init) : jsonResponse(404, { error: 'not_found', message: 'Not found' })
    }),
  )
  return db
}
