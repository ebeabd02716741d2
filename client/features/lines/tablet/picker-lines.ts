// The line dashboard's picker (spec §2, §9): Line 1 to Line 40, lines 1-20 labelled Unit B, 21-40 Unit G.
import { LINE_DASHBOARD_PICKER_COUNT } from '../../../../shared/constants'

export interface PickerLine {
  id: number
  unit: 'B' | 'G'
}

export function pickerLines(count = LINE_DASHBOARD_PICKER_COUNT): PickerLine[] {
  return Array.from({ length: count }, (_, i) => ({ id: i + 1, unit: i + 1 <= count / 2 ? 'B' : 'G' }))
}
