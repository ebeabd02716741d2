// Hook for report-issue / QR product pickers: a line's products, the scheduled ones first.
import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../data/db'
import { productsForLine } from './scheduled-lines'
import { useShiftKey } from './use-shift'

export function useScheduledProducts(lineId: number | null) {
  const shift = useShiftKey()
  return useLiveQuery(() => productsForLine(db, lineId), [lineId, shift])
}
