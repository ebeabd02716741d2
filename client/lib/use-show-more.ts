// Long lists (months of closed tickets) render a page at a time, so a phone stays quick.
import { useState } from 'react'

export const PAGE_SIZE = 50

export function useShowMore<T>(
  items: readonly T[],
  pageSize = PAGE_SIZE,
): { shown: readonly T[]; hidden: number; showMore: () => void } {
  const [limit, setLimit] = useState(pageSize)
  return {
    shown: items.length > limit ? items.slice(0, limit) : items,
    hidden: Math.max(0, items.length - limit),
    showMore: () => setLimit((l) => l + pageSize),
  }
}
