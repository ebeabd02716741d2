// A product picker for the floor's report-issue and QR flows: the products scheduled on the line today come
// first (current shift first) in their own group, then every other active product. When a line is chosen and
// nothing is picked yet, the product of the line's current shift is picked for the reporter (decision 125);
// they can change it or choose "No product".
import { NativeSelect } from '@mantine/core'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useScheduledProducts } from './use-scheduled-products'

interface ScheduledProductSelectProps {
  lineId: number | null
  label: string
  /** Product id as text; '' for none. */
  value: string
  onChange: (productId: string) => void
  /** Picks the line's current-shift product once per line while nothing is picked (default true). */
  preselect?: boolean
}

export function ScheduledProductSelect({
  lineId,
  label,
  value,
  onChange,
  preselect = true,
}: ScheduledProductSelectProps) {
  const { t } = useTranslation()
  const result = useScheduledProducts(lineId)
  const answered = result && result.lineId === lineId ? result : undefined
  usePreselect(preselect ? answered : undefined, value, onChange)
  const scheduled = new Set(answered?.scheduledIds ?? [])
  const option = (p: { id: number; sku: string; name: string }) => ({
    value: String(p.id),
    label: `${p.sku} - ${p.name}`,
  })
  const products = answered?.products ?? []
  const groups = [
    { group: t('planning.productPicker.scheduled'), items: products.filter((p) => scheduled.has(p.id)).map(option) },
    { group: t('planning.productPicker.others'), items: products.filter((p) => !scheduled.has(p.id)).map(option) },
  ].filter((g) => g.items.length > 0)
  return (
    <NativeSelect
      label={label}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      data={[
        {
          group: t('planning.productPicker.none'),
          items: [{ value: '', label: t('planning.productPicker.noProduct') }],
        },
        ...groups,
      ]}
    />
  )
}

/** Once per line: if nothing is picked, pick the current shift's product. A later "No product" stays. */
function usePreselect(
  answer: { lineId: number | null; currentId: number | null } | undefined,
  value: string,
  onChange: (id: string) => void,
) {
  const doneFor = useRef<number | null | undefined>(undefined)
  useEffect(() => {
    if (!answer || doneFor.current === answer.lineId) return
    doneFor.current = answer.lineId
    if (answer.currentId !== null && value === '') onChange(String(answer.currentId))
  }, [answer, value, onChange])
}
