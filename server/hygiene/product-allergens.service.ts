// An admin sets a product's allergens (issue 29 §5): the product screens' edit; the import sets them in bulk.
import { normaliseAllergens, type Allergen } from '../../shared/hygiene/allergens'
import { isAdminRole } from '../../shared/roles'
import type { CommandContext } from '../context'
import { forbidden, notFound } from '../http/errors'

export async function setProductAllergens(
  ctx: CommandContext,
  productId: number,
  allergens: readonly Allergen[],
): Promise<Allergen[]> {
  if (!isAdminRole(ctx.actor.role)) throw forbidden('Only admins can change a product’s allergens')
  const product = await ctx.trx.selectFrom('products').select(['id']).where('id', '=', productId).executeTakeFirst()
  if (!product) throw notFound(`Product ${productId} not found`)
  const list = normaliseAllergens(allergens)
  await ctx.trx
    .updateTable('products')
    .set({ allergens: JSON.stringify(list), updated_at: ctx.now })
    .where('id', '=', productId)
    .execute()
  await ctx.change('products', productId)
  await ctx.audit('product.allergens', 'product', productId, { allergens: list })
  return list
}
