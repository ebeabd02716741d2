import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithProviders } from '../../test-utils/render-app'
import { ImportMachinesDialog } from './import-machines-dialog'
import { IMPORT_TEMPLATE_CSV } from './import-template'
import { setUpDevice } from './machines-test-data'

const user = userEvent.setup({ applyAccept: false })
const csv = (text: string, name = 'machines.csv', type = 'text/csv') => new File([text], name, { type })
const GOOD =
  'Code,Description,Is Active\nIMP-1,Bone saw,yes\nIMP-2,Tumbler,no\nIMP-3,Denester,1\nIMP-4,Wrapper,0\nIMP-5,Former,yes\n'

function Harness({ onImported = () => {} }: { onImported?: () => void }) {
  const [opened, setOpened] = useState(true)
  return (
    <>
      <button onClick={() => setOpened(true)}>reopen</button>
      <ImportMachinesDialog
        opened={opened}
        lineId={5}
        lineName="Unit B - Line 5"
        onClose={() => setOpened(false)}
        onImported={onImported}
      />
    </>
  )
}

function open(handler?: (url: string, init?: RequestInit) => Response | Promise<Response>, onImported?: () => void) {
  setUpDevice('engineer', handler)
  renderWithProviders(<Harness onImported={onImported} />)
}

const pick = async (file: File) => user.upload(await screen.findByLabelText('CSV file'), file)
const importButton = () => screen.getByRole('button', { name: 'Import Machines' }) as HTMLButtonElement

describe('Import Machines dialog: client-side checks (spec §5)', () => {
  it('keeps Import disabled until a file is chosen', async () => {
    open()
    await screen.findByRole('dialog', { name: 'Import Machines' })
    expect(importButton().disabled).toBe(true)
    expect(screen.getByText(/Required columns: Code and Description/)).toBeTruthy()
  })

  it.each([
    [
      'a file that is not a CSV',
      csv('Code,Description\nA,B\n', 'photo.png', 'image/png'),
      'Invalid File',
      'Please select a CSV file',
    ],
    ['an empty file', csv(''), 'Empty File', 'The selected CSV file is empty'],
    ['a whitespace-only file', csv('  \n\t \n'), 'Empty File', 'The selected CSV file is empty'],
    [
      'a header without data',
      csv('Code,Description\n\n'),
      'Invalid CSV',
      'CSV file must contain at least a header row and one data row',
    ],
    [
      'an unclosed quote',
      csv('Code,Description\nA,"never closed\n'),
      'CSV Parse Error',
      'Failed to parse CSV file. Please check the file format.',
    ],
  ])('refuses %s', async (_, file, title, message) => {
    open()
    await pick(file)
    expect(await screen.findByText(title)).toBeTruthy()
    expect(screen.getByText(message)).toBeTruthy()
    expect(importButton().disabled).toBe(true)
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('accepts a .CSV name whatever type the browser reports', async () => {
    open()
    await pick(csv(GOOD, 'EXPORT.CSV', 'application/vnd.ms-excel'))
    expect(await screen.findByRole('table')).toBeTruthy()
    expect(importButton().disabled).toBe(false)
  })

  it('says so when the file cannot be read', async () => {
    open()
    const file = csv(GOOD)
    Object.defineProperty(file, 'text', { value: () => Promise.reject(new Error('gone')) })
    await pick(file)
    expect(await screen.findByText('File Read Error')).toBeTruthy()
    expect(screen.getByText('Failed to read the selected file.')).toBeTruthy()
  })

  it('previews the first three data rows with a note saying so', async () => {
    open()
    await pick(csv(GOOD))
    const table = await screen.findByRole('table')
    const rows = within(table).getAllByRole('row')
    expect(rows.map((r) => r.textContent)).toEqual([
      'CodeDescriptionIs Active',
      'IMP-1Bone sawyes',
      'IMP-2Tumblerno',
      'IMP-3Denester1',
    ])
    expect(screen.getByText('Showing the first 3 data rows of your file.')).toBeTruthy()
  })

  it('downloads the fixed template', async () => {
    open()
    const blobs: Blob[] = []
    URL.createObjectURL = vi.fn((blob: Blob) => (blobs.push(blob), 'blob:template'))
    URL.revokeObjectURL = vi.fn()
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('machine-import-template.csv')
    })
    await user.click(await screen.findByRole('button', { name: 'Download Template' }))
    expect(click).toHaveBeenCalledTimes(1)
    expect(await blobs[0]!.text()).toBe(IMPORT_TEMPLATE_CSV)
  })
})

describe('Import Machines dialog: importing', () => {
  it('sends the file and line, shows the three counts and the error list, and refreshes', async () => {
    const sent: FormData[] = []
    const onImported = vi.fn()
    open(async (url, init) => {
      expect(url).toBe('/api/machines/import')
      sent.push(init!.body as FormData)
      return jsonResponse(200, {
        success: 3,
        failed: 2,
        duplicates: 0,
        errors: ['Row 3: Last Changed On must be DD/MM/YYYY', 'Row 5: Code is required'],
      })
    }, onImported)
    await pick(csv(GOOD))
    await user.click(importButton())
    const results = await screen.findByRole('region', { name: 'Import Results' })
    expect(within(results).getByRole('group', { name: 'Successful' }).textContent).toContain('3')
    expect(within(results).getByRole('group', { name: 'Failed' }).textContent).toContain('2')
    expect(within(results).getByRole('group', { name: 'Duplicates' }).textContent).toContain('0')
    const errors = within(results).getByRole('region', { name: 'Import errors' })
    expect(
      within(errors)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Row 3: Last Changed On must be DD/MM/YYYY', 'Row 5: Code is required'])
    expect(screen.getByText('Import Partially Successful')).toBeTruthy()
    expect(screen.getByText('Imported 3 machines, 2 failed. Check details below.')).toBeTruthy()
    expect(screen.getByRole('progressbar', { name: 'Import progress' }).getAttribute('aria-valuenow')).toBe('100')
    expect(sent[0]!.get('lineId')).toBe('5')
    expect((sent[0]!.get('file') as File).name).toBe('machines.csv')
    expect(onImported).toHaveBeenCalledTimes(1)
  })

  it('says "Import Successful" when every row went in', async () => {
    open(() => jsonResponse(200, { success: 5, failed: 0, duplicates: 0, errors: [] }))
    await pick(csv(GOOD))
    await user.click(importButton())
    expect(await screen.findByText('Import Successful')).toBeTruthy()
    expect(screen.getByText('Successfully imported 5 machines')).toBeTruthy()
  })

  it('shows the server message when the import is refused, and resets the progress', async () => {
    open(() => jsonResponse(400, { error: 'bad_request', message: 'CSV file is missing required columns: Code' }))
    await pick(csv('Name,Description\nA,B\n'))
    await user.click(importButton())
    expect(await screen.findByText('Import Failed')).toBeTruthy()
    expect(screen.getByText('CSV file is missing required columns: Code')).toBeTruthy()
    expect(screen.queryByRole('progressbar')).toBeNull()
  })

  it('falls back to the spec text when the server gives no message', async () => {
    open(() => new Response('boom', { status: 500 }))
    await pick(csv(GOOD))
    await user.click(importButton())
    expect(await screen.findByText('Failed to import machines. Please check your file format.')).toBeTruthy()
  })

  it('offline: explains that a connection is needed and keeps the chosen file', async () => {
    open(() => Promise.reject(new TypeError('Failed to fetch')))
    await pick(csv(GOOD))
    await user.click(importButton())
    expect(await screen.findByText(/Importing needs a connection to the server/)).toBeTruthy()
    expect(screen.getByRole('table')).toBeTruthy()
    expect(importButton().disabled).toBe(false)
    expect(screen.queryByRole('progressbar')).toBeNull()
  })

  it('clears its state 300 ms after Cancel', async () => {
    open()
    await pick(csv(GOOD))
    await screen.findByRole('table')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await new Promise((resolve) => setTimeout(resolve, 350))
    await user.click(screen.getByRole('button', { name: 'reopen', hidden: true }))
    await screen.findByRole('dialog', { name: 'Import Machines' })
    await waitFor(() => expect(importButton().disabled).toBe(true))
    expect(screen.queryByRole('table')).toBeNull()
  })
})
