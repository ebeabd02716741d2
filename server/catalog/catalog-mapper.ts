// Unit, product and engineer rows to their API shapes.
import { normaliseAllergens } from '../../shared/hygiene/allergens'
import type { Engineer, Product, Unit } from '../../shared/types'
import type { Selectable } from 'kysely'
import type { ProductRow, UnitsTable } from '../db/database'
import type { UserWithRoleRow } from '../auth/users.repository'

export function toUnit(r: Selectable<UnitsTable>): Unit {
  return { id: r.id, code: r.code, name: r.name }
}

export function toProduct(r: ProductRow): Product {
  return {
    id: r.id,
    sku: r.sku,
    name: r.name,
    category: r.category,
    targetWeight: r.target_weight,
    temperature: r.temperature,
    packagingType: r.packaging_type,
    batchSize: r.batch_size,
    description: r.description,
    isActive: r.is_active === 1,
    allergens: normaliseAllergens(JSON.parse(r.allergens || '[]') as string[]),
  }
}

export function toEngineer(r: UserWithRoleRow): Engineer {
  return {
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    department: r.department ?? (r.role_name === 'it' ? 'IT' : 'Engineering'),
    role: r.role_name,
  }
}
