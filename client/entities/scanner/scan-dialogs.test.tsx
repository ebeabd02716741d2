import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { LinesideDb } from '../../data/db'
import { jsonResponse, makeUser, renderWithProviders } from '../../test-utils/render-app'
import { freshDbAsOperator, makeEquipment } from '../../test-utils/line-fixtures'
import { QrTestDialog } from './qr-test-dialog'
import { ScanTicketDialog } from './scan-ticket-dialog'

// A stand-in for html5-qrcode: the camera "sees" `seen`, or fails to start.
const camera = vi.hoisted(() => ({ seen: null as string | null, fail: false, starts: 0, config: null as unknown }))
vi.mock('html5-qrcode', () => ({
  Html5QrcodeSupportedFormats: { QR_CODE: 0 },
  Html5Qrcode: class {
    isScanning = false
    async start(_camera: unknown, config: unknown, onSuccess: (text: string) => void) {
      camera.starts += 1
      camera.config = config
      if (camera.fail) throw new Error('NotAllowedError')
      this.isScanning = true
      if (camera.seen !== null) {
        const text = camera.seen
        setTimeout(() => onSuccess(text), 10)
      }
      return null
    }
    async stop() {
      this.isScanning = false
    }
    clear() {}
  },
}))

let db: LinesideDb

beforeEach(async () => {
  db = freshDbAsOperator()
  Object.assign(camera, { seen: null, fail: false, starts: 0, config: null })
  await db.equipment.bulkPut([
    makeEquipment(3, { name: 'Bowl Mincer' }),
    makeEquipment(12, { name: 'Line Control PC B', department: 'IT', unitCode: 'B' }),
  ])
})

describe('Scan to Log Ticket', () => {
  it('starts the camera at 25 scans/s, reads EQUIPMENT:3 and shows the form for it', async () => {
    camera.seen = 'EQUIPMENT:3'
    renderWithProviders(<ScanTicketDialog opened onClose={vi.fn()} />)
    const dialog = await screen.findByRole('dialog', { name: 'Scan to Log Ticket' })
    expect(await within(dialog).findByText('Bowl Mincer', {}, { timeout: 5000 })).toBeTruthy()
    expect(camera.config).toMatchObject({ fps: 25 })
    expect(within(dialog).getByRole('button', { name: 'Create Ticket' })).toBeTruthy()
  })

  it('reads a JSON code with equipmentId', async () => {
    camera.seen = '{"equipmentId":12}'
    renderWithProviders(<ScanTicketDialog opened onClose={vi.fn()} />)
    expect(await screen.findByText('Line Control PC B', {}, { timeout: 5000 })).toBeTruthy()
  })

  it('says "Invalid QR Code" for a code that is not equipment', async () => {
    camera.seen = 'HELLO'
    renderWithProviders(<ScanTicketDialog opened onClose={vi.fn()} />)
    expect((await screen.findAllByText('Invalid QR Code', {}, { timeout: 5000 })).length).toBeGreaterThan(0)
    expect(screen.getAllByText('This QR code is not recognized as equipment.').length).toBeGreaterThan(0)
  })

  it('says "Camera Error" when the camera cannot be opened', async () => {
    camera.fail = true
    renderWithProviders(<ScanTicketDialog opened onClose={vi.fn()} />)
    expect(await screen.findByText('Camera Error', {}, { timeout: 5000 })).toBeTruthy()
    expect(screen.getByText('Unable to access camera. Please check permissions.')).toBeTruthy()
  })

  it('gives up after 10 seconds and offers to try again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    renderWithProviders(<ScanTicketDialog opened onClose={vi.fn()} />)
    await vi.waitFor(() => expect(camera.starts).toBe(1))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000)
    })
    expect(await screen.findByText('No QR code found')).toBeTruthy()
    vi.useRealTimers()
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    await vi.waitFor(() => expect(camera.starts).toBe(2))
  })
})

describe('QR Scanner Test', () => {
  it('simulates a scan of equipment picked from the cache', async () => {
    renderWithProviders(<QrTestDialog opened onClose={vi.fn()} />)
    const dialog = await screen.findByRole('dialog', { name: 'QR Scanner Test' })
    await within(dialog).findByRole('option', { name: 'Bowl Mincer (EQUIPMENT:3)' })
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Equipment' }), 'EQUIPMENT:3')
    expect((within(dialog).getByRole('textbox', { name: 'QR code content' }) as HTMLInputElement).value).toBe(
      'EQUIPMENT:3',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simulate Scan' }))
    expect(await within(dialog).findByRole('region', { name: 'Scanned equipment' })).toBeTruthy()
    expect(camera.starts).toBe(0)
  })

  it('says "Invalid QR Code" for typed text that is not equipment', async () => {
    renderWithProviders(<QrTestDialog opened onClose={vi.fn()} />)
    await userEvent.type(await screen.findByRole('textbox', { name: 'QR code content' }), 'HELLO')
    await userEvent.click(screen.getByRole('button', { name: 'Simulate Scan' }))
    expect((await screen.findAllByText('Invalid QR Code')).length).toBeGreaterThan(0)
  })

  it('asks the server for equipment missing from the cache, and says "Equipment not found" when it has none', async () => {
    const fetch = vi.fn(async (url: string) => {
      if (url === '/api/equipment/40') return jsonResponse(200, makeEquipment(40, { name: 'New Slicer' }))
      if (url === '/api/equipment/41') return jsonResponse(404, { error: 'not_found', message: 'Equipment not found' })
      return jsonResponse(200, { valid: true, user: makeUser('operator') })
    })
    vi.stubGlobal('fetch', fetch)
    renderWithProviders(<QrTestDialog opened onClose={vi.fn()} />)
    await userEvent.type(await screen.findByRole('textbox', { name: 'QR code content' }), 'EQUIPMENT:40')
    await userEvent.click(screen.getByRole('button', { name: 'Simulate Scan' }))
    expect(await screen.findByText('New Slicer')).toBeTruthy()
    expect(fetch.mock.calls.map(([url]) => url)).toContain('/api/equipment/40')
    await userEvent.click(screen.getByRole('button', { name: 'Scan Again' }))
    await userEvent.type(await screen.findByRole('textbox', { name: 'QR code content' }), 'EQUIPMENT:41')
    await userEvent.click(screen.getByRole('button', { name: 'Simulate Scan' }))
    expect(await screen.findByText('Equipment not found')).toBeTruthy()
  })

  it('finds cached equipment with no network at all', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const fetch = vi.fn(async () => jsonResponse(200, { valid: true, user: makeUser('operator') }))
    vi.stubGlobal('fetch', fetch)
    renderWithProviders(<QrTestDialog opened onClose={vi.fn()} />)
    await userEvent.type(await screen.findByRole('textbox', { name: 'QR code content' }), 'EQUIPMENT:12')
    await userEvent.click(screen.getByRole('button', { name: 'Simulate Scan' }))
    expect(await screen.findByText('Line Control PC B')).toBeTruthy()
    expect(
      (fetch.mock.calls as unknown as [string][]).map(([url]) => url).filter((url) => url.startsWith('/api/equipment')),
    ).toEqual([])
  })
})
