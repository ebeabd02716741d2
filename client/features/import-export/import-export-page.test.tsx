import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ConnectorStatus, ImportJob } from '../../../shared/planning/import-job'
import type { Product } from '../../../shared/types'
import { LinesideDb, useDatabase as switchDatabase } from '../../data/db'
import { writeSession } from '../../lib/session-store'
import { jsonResponse, makeUser, renderApp } from '../../test-utils/render-app'

const job = (over: Partial<ImportJob>): ImportJob => ({
  id: 1,
  fileName: 'products.xlsx',
  source: 'excel',
  status: 'completed',
  recordsProcessed: 10,
  recordsSuccess: 9,
  recordsFailed: 1,
  recordsTotal: 10,
  message: null,
  errors: [{ row: 7, field: 'Target Weight', message: 'Target Weight must be a number, got "heavy"' }],
  createdAt: '2026-11-23T10:00:00.000Z',
  finishedAt: null,
  ...over,
})
const missing: ConnectorStatus[] = [
  { name: 'sharepoint', configured: false, missing: ['SHAREPOINT_TENANT_ID', 'SHAREPOINT_LIST'], target: null },
  { name: 'dataverse', configured: false, missing: ['DATAVERSE_URL'], target: null },
]

async function open(jobs: ImportJob[][]) {
  const db = new LinesideDb(`t-${crypto.randomUUID()}`)
  switchDatabase(db)
  const user = makeUser('admin')
  writeSession('token-123', user)
  const products: Product[] = Array.from({ length: 12 }, (_, i) => ({
    id: i + 1,
    sku: `SKU-${String(i + 1).padStart(2, '0')}`,
    name: `Product ${i + 1}`,
    category: 'Steaks',
    targetWeight: 100 + i,
    temperature: null,
    packagingType: null,
    batchSize: null,
    description: null,
    isActive: i !== 0,
  }))
  await db.products.bulkPut(products)
  let listCalls = 0
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.includes('/api/auth/verify')) return jsonResponse(200, { valid: true, user })
    if (url === '/api/data-imports') return jsonResponse(200, jobs[Math.min(listCalls++, jobs.length - 1)])
    if (url === '/api/data-imports/connectors') return jsonResponse(200, missing)
    if (url === '/api/data-imports/upload' && init?.method === 'POST')
      return jsonResponse(
        202,
        job({
          id: 2,
          fileName: 'new.csv',
          status: 'pending',
          recordsProcessed: 0,
          recordsSuccess: 0,
          recordsFailed: 0,
          errors: [],
        }),
      )
    if (url.endsWith('-sync'))
      return jsonResponse(400, {
        error: 'validation',
        message: 'SharePoint is not configured: set SHAREPOINT_TENANT_ID, SHAREPOINT_LIST',
      })
    return jsonResponse(404, { message: 'no' })
  })
  vi.stubGlobal('fetch', fetchMock)
  renderApp('/import-export')
  await screen.findByRole('heading', { level: 1, name: 'Import/Export' })
  return fetchMock
}

afterEach(() => vi.unstubAllGlobals())

describe('import/export', () => {
  it('says "No imports yet", enables Upload only with a file, shows its name and size in KB, and lists the new job', async () => {
    const fetchMock = await open([
      [],
      [
        job({
          id: 2,
          fileName: 'new.csv',
          status: 'processing',
          recordsTotal: 4,
          recordsProcessed: 1,
          recordsSuccess: 1,
          recordsFailed: 0,
          errors: [],
        }),
      ],
    ])
    const user = userEvent.setup()
    expect(await screen.findByText('No imports yet')).toBeTruthy()
    expect(
      screen.getByText(
        'Expected Format: SKU, Name, Category, Target Weight, Temperature, Packaging Type, Batch Size, Description',
      ),
    ).toBeTruthy()
    const upload = screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement
    expect(upload.disabled).toBe(true)
    const input = document.querySelector('input[type="file"]') as HTMLInputElement
    expect(input.accept).toBe('.csv,.xlsx,.xls,.json')
    await user.upload(input, new File(['x'.repeat(2048)], 'new.csv', { type: 'text/csv' }))
    expect(screen.getByText('new.csv (2.0 KB)')).toBeTruthy()
    await user.click(upload)
    expect(await screen.findByText('File uploaded successfully')).toBeTruthy()
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/data-imports/upload')).toBe(true)
    const item = await screen.findByRole('listitem', { name: 'new.csv' })
    expect(within(item).getByText('Pending')).toBeTruthy()
    // Polled while it runs: progress shows.
    await waitFor(
      () => expect(within(screen.getByRole('listitem', { name: 'new.csv' })).getByText('Processing')).toBeTruthy(),
      { timeout: 3000 },
    )
    expect(screen.getByRole('progressbar', { name: 'Progress of new.csv' })).toBeTruthy()
  })

  it('shows succeeded / processed, the status badge and every bad row with its row number', async () => {
    await open([[job({})]])
    const item = await screen.findByRole('listitem', { name: 'products.xlsx' })
    expect(within(item).getByText('9 / 10 records succeeded')).toBeTruthy()
    expect(within(item).getByText('Completed')).toBeTruthy()
    expect(within(item).getByText('Row 7 · Target Weight: Target Weight must be a number, got "heavy"')).toBeTruthy()
  })

  it('previews the first 10 products and names the missing SharePoint settings', async () => {
    await open([[]])
    const user = userEvent.setup()
    await user.click(screen.getByRole('tab', { name: 'Export Data' }))
    expect(await screen.findByText('Showing 10 of 12 products')).toBeTruthy()
    expect(screen.getAllByText('Inactive')).toHaveLength(1)
    await user.click(screen.getByRole('tab', { name: 'SharePoint' }))
    expect(await screen.findByText('SHAREPOINT_TENANT_ID')).toBeTruthy()
    expect(screen.getByText('SHAREPOINT_LIST')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Sync from SharePoint' }))
    expect(await screen.findByText('SharePoint sync failed')).toBeTruthy()
  })
})
