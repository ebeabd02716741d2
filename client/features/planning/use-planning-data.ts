// What the planning form picks from: cached lines and active products ("sku - name"), read offline.
import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../data/db'

export function usePlanningChoices() {
  return useLiveQuery(async () => {
    const [lines, products] = await Promise.all([
      db.lines.orderBy('id').toArray(),
      db.products.orderBy('sku').toArray(),
    ])
    return {
      lines: lines.map((l) => ({ value: String(l.id), label: l.name })),
      products: products.filter((p) => p.isActive).map((p) => ({ value: String(p.id), label: `${p.sku} - ${p.name}` })),
    }
  }, [])
}
