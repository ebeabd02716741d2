// A product picker for the floor's report-issue and QR flows: the products scheduled on the line today come
// first (current shift first) in their own group, then every other active product.
import { NativeSelect } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useScheduledProducts } from './use-scheduled-products'

interface ScheduledProductSelectProps {
  lineId: number | null
  label: string
  /** Product id as text; '' for none. */
  value: string
  onChange: (productId: string) => void
}

export function ScheduledProductSelect({ lineId, label, value, onChange }: ScheduledProductSelectProps) {
  const { t } = useTranslation()
  const result = useScheduledProducts(lineId)
  const scheduled = new Set(result?.scheduledIds ?? [])
  const option = (p: { id: number; sku: string; name: string }) => ({ value: String(p.id), label: `${p.sku} - ${p.name}` })
  const products = result?.products ?? []
  const groups = [
    { group: t('planning.productPicker.scheduled'), items: products.filter((p) => scheduled.has(p.id)).map(option) },
    { group: t('planning.productPicker.others'), items: products.filter((p) => !scheduled.has(p.id)).map(option) },
  ].filter((g) => g.items.length > 0)
  return (
    <NativeSelect
      label={label}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      data={[{ group: t('planning.productPicker.none'), items: [{ value: '', label: t('planning.productPicker.noProduct') }] }, ...groups]}
    />
  )
}
