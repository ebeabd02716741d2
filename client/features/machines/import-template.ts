// The fixed CSV template the Import Machines dialog offers (spec §2): the import's columns and three sample rows.
import { MACHINE_CSV_COLUMNS } from '../../../shared/csv/machine-import'

const { code, description, isActive, serialNumber, lastChangedOn, location, manufacturer } = MACHINE_CSV_COLUMNS
export const IMPORT_TEMPLATE_HEADER = [
  code,
  description,
  isActive,
  serialNumber,
  lastChangedOn,
  location,
  manufacturer,
].join(',')

export const IMPORT_TEMPLATE_FILE_NAME = 'machine-import-template.csv'

export const IMPORT_TEMPLATE_CSV =
  [
    IMPORT_TEMPLATE_HEADER,
    'CR-001,Crusher Weiler 1109,Yes,SN-CR-1001,15/01/2024,Unit B Line 1,Weiler',
    'SL-002,TVI Slicer GMS 520,Yes,SN-SL-2002,03/02/2024,Unit C Line 22,TVI',
    'CW-003,Digi Checkweigher RS-3000,No,SN-CW-3003,28/02/2024,Unit G MV48,Digi',
  ].join('\n') + '\n'

/** Saves the template through a temporary object URL and a clicked anchor (works offline; nothing is fetched). */
export function downloadImportTemplate(): void {
  const url = URL.createObjectURL(new Blob([IMPORT_TEMPLATE_CSV], { type: 'text/csv;charset=utf-8' }))
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = IMPORT_TEMPLATE_FILE_NAME
  document.body.appendChild(anchor)
  anchor.click()
  anchor.remove()
  // Revoked a moment later: some browsers read the URL after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
