import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importsIdle } from '../imports/import-runner'
import { createTestServer, type TestServer } from '../testing/test-server'
import type { ConnectorsConfig } from './connector-config'
import { startMsProtocolServer } from './ms-protocol-server'

const PRODUCTS = Array.from({ length: 7 }, (_, i) => ({
  SKU: `MS-${i + 1}`,
  Name: `Remote product ${i + 1}`,
  Category: 'Remote',
  'Target Weight': 100 + i,
  'Batch Size': i === 4 ? 'lots' : 10,
}))

let ms: Awaited<ReturnType<typeof startMsProtocolServer>>
let s: TestServer
let bare: TestServer

function config(origin: string, secret = 'secret'): ConnectorsConfig {
  const app = { tenantId: 'tenant-1', clientId: 'client-1', clientSecret: secret }
  return {
    loginUrl: origin,
    graphUrl: `${origin}/v1.0`,
    sharepoint: { ...app, siteUrl: 'https://contoso.sharepoint.com/sites/Factory', list: 'Products' },
    dataverse: { ...app, url: `${origin}/dv`, table: 'cr123_products' },
  }
}

beforeAll(async () => {
  ms = await startMsProtocolServer({ products: PRODUCTS, pageSize: 3 })
  s = await createTestServer({ config: { connectors: config(ms.origin) } })
  bare = await createTestServer()
})
afterAll(async () => {
  await s.close()
  await bare.close()
  await ms.close()
})

async function syncAndWait(name: 'sharepoint' | 'dataverse') {
  const started = await s.as('admin', 'POST', `/api/data-imports/${name}-sync`)
  expect(started.status).toBe(202)
  await importsIdle(s.deps)
  return (await s.as('admin', 'GET', `/api/data-imports/${started.body.id}`)).body
}

describe('connectors without configuration', () => {
  it('say exactly which settings are missing, and sync refuses instead of pretending', async () => {
    const status = await bare.as('admin', 'GET', '/api/data-imports/connectors')
    expect(status.body[0]).toEqual({
      name: 'sharepoint',
      configured: false,
      missing: [
        'SHAREPOINT_TENANT_ID',
        'SHAREPOINT_CLIENT_ID',
        'SHAREPOINT_CLIENT_SECRET',
        'SHAREPOINT_SITE_URL',
        'SHAREPOINT_LIST',
      ],
      target: null,
    })
    expect(status.body[1].missing).toContain('DATAVERSE_URL')
    const sync = await bare.as('admin', 'POST', '/api/data-imports/dataverse-sync')
    expect(sync.status).toBe(400)
    expect(sync.body.message).toBe(
      'Dataverse is not configured: set DATAVERSE_TENANT_ID, DATAVERSE_CLIENT_ID, DATAVERSE_CLIENT_SECRET, DATAVERSE_URL, DATAVERSE_TABLE',
    )
    expect((await bare.as('admin', 'GET', '/api/data-imports/sharepoint/lists')).status).toBe(400)
  })
})

describe('SharePoint through Microsoft Graph', () => {
  it('lists the site lists', async () => {
    const res = await s.as('admin', 'GET', '/api/data-imports/sharepoint/lists')
    expect(res.status).toBe(200)
    expect(res.body.map((l: { name: string }) => l.name)).toEqual(['Products', 'Documents'])
    expect(ms.log.tokens[0]).toEqual({ scope: `${ms.origin}/.default`, clientId: 'client-1' })
  })

  it('pulls every page through a 429 and an expired token, into an import job with the bad row named', async () => {
    const t0 = Date.now()
    const job = await syncAndWait('sharepoint')
    expect(Date.now() - t0).toBeGreaterThanOrEqual(1000)
    expect(job).toMatchObject({
      source: 'sharepoint',
      fileName: 'SharePoint: Products',
      status: 'completed',
      recordsTotal: 7,
      recordsSuccess: 6,
      recordsFailed: 1,
    })
    expect(job.errors).toEqual([{ row: 5, field: 'Batch Size', message: 'Batch Size must be a number, got "lots"' }])
    expect(ms.log.throttled).toBe(1)
    expect(ms.log.expired).toBe(1)
    expect(ms.log.tokens.length).toBeGreaterThanOrEqual(2)
    const items = ms.log.requests.filter((r) => r.path.includes('/items'))
    expect(items.map((r) => new URL(r.path, ms.origin).searchParams.get('page') ?? '1')).toEqual([
      '1',
      '2',
      '2',
      '2',
      '3',
    ]) // 429, then 401 (expired), then served
    const saved = (await s.as('admin', 'GET', '/api/products')).body.find((p: { sku: string }) => p.sku === 'MS-7')
    expect(saved).toMatchObject({ name: 'Remote product 7', targetWeight: 106 })
  })
})

describe('Dataverse through the Web API', () => {
  it('lists the tables and pulls rows page by page with odata.maxpagesize', async () => {
    const tables = await s.as('admin', 'GET', '/api/data-imports/dataverse/tables')
    expect(tables.body.map((t: { name: string }) => t.name)).toEqual(['cr123_products', 'accounts'])
    const job = await syncAndWait('dataverse')
    expect(job).toMatchObject({ source: 'dataverse', status: 'completed', recordsSuccess: 6, recordsFailed: 1 })
    const rows = ms.log.requests.filter((r) => r.path.startsWith('/dv/api/data/v9.2/cr123_products'))
    expect(rows.length).toBe(3)
    expect(rows.every((r) => r.prefer === 'odata.maxpagesize=500')).toBe(true)
    expect(ms.log.tokens.some((t) => t.scope === `${ms.origin}/.default`)).toBe(true)
  })

  it('fails the job with the sign-in error when the client secret is wrong', async () => {
    const wrong = await createTestServer({ config: { connectors: config(ms.origin, 'wrong') } })
    try {
      const started = await wrong.as('admin', 'POST', '/api/data-imports/dataverse-sync')
      await importsIdle(wrong.deps)
      const job = (await wrong.as('admin', 'GET', `/api/data-imports/${started.body.id}`)).body
      expect(job.status).toBe('failed')
      expect(job.message).toContain('Sign-in to Microsoft failed (401): AADSTS7000215')
    } finally {
      await wrong.close()
    }
  })
})
