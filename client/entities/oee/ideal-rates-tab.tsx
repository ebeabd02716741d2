// Ideal rates on /settings (issue 30 §3): units per minute a line makes a product at, at best — what OEE's
// performance divides by. Set or change one per line and product, or remove it (performance then reads "—").
import { Button, NumberInput, Select, Table } from '@mantine/core'
import { useLiveQuery } from 'dexie-react-hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { idealRateInput } from '../../../shared/oee/oee-schemas'
import { db } from '../../data/db'
import { apiRequest } from '../../lib/api-client'
import { formatNumber } from '../../lib/format-number'
import { toast } from '../../lib/toast'
import { useApiQuery } from '../../lib/use-api-query'
import { DIALOG_AREAS, loadTextAreas } from '../../i18n/text-areas'
import { AdminTableTab } from './admin-table-tab'

/** The tab's texts load with its code (client/i18n/areas/oee-admin), not with every screen of the oee area. */
export const textsReady = loadTextAreas(DIALOG_AREAS['client/entities/oee/ideal-rates-tab.tsx']).catch(() => undefined)

interface Rate {
  productId: number
  lineId: number
  idealRatePerMin: number
}

export function IdealRatesTab() {
  const { t } = useTranslation()
  const rates = useApiQuery<Rate[]>('/api/product-rates')
  const lines = useLiveQuery(() => db.lines.orderBy('id').toArray(), []) ?? []
  const products = useLiveQuery(() => db.products.orderBy('sku').toArray(), []) ?? []
  const [lineId, setLineId] = useState<string | null>(null)
  const [productId, setProductId] = useState<string | null>(null)
  const [rate, setRate] = useState<number | string>('')
  const lineName = (id: number) => lines.find((l) => l.id === id)?.name ?? String(id)
  const product = (id: number) => products.find((x) => x.id === id)
  const productName = (id: number) => {
    const p = product(id)
    return p ? `${p.sku} ${p.name}` : String(id)
  }
  const put = async (body: { productId: number; lineId: number; idealRatePerMin: number | null }) => {
    try {
      await apiRequest('PUT', '/api/product-rates', body)
      rates.reload()
      return true
    } catch {
      toast.error(t('oeeAdmin.failed'))
      return false
    }
  }
  const input = idealRateInput.safeParse({
    productId: Number(productId),
    lineId: Number(lineId),
    idealRatePerMin: typeof rate === 'number' ? rate : null,
  })
  const save = async () => {
    if (!input.success || input.data.idealRatePerMin === null) return
    if (await put(input.data)) setRate('')
  }
  return (
    <AdminTableTab
      intro={t('oeeAdmin.ratesIntro')}
      title={t('oeeAdmin.ratesTitle')}
      columns={[t('oeeAdmin.line'), t('oeeAdmin.product'), t('oeeAdmin.rate')]}
      form={
        <>
          <Select
            label={t('oeeAdmin.line')}
            data={lines.map((l) => ({ value: String(l.id), label: l.name }))}
            value={lineId}
            onChange={setLineId}
            searchable
          />
          <Select
            label={t('oeeAdmin.product')}
            data={products.map((p) => ({ value: String(p.id), label: `${p.sku} ${p.name}` }))}
            value={productId}
            onChange={setProductId}
            searchable
          />
          <NumberInput
            label={t('oeeAdmin.rate')}
            value={rate}
            onChange={setRate}
            min={0}
            max={100_000}
            decimalScale={2}
          />
          <Button disabled={!input.success || input.data.idealRatePerMin === null} onClick={() => void save()}>
            {t('oeeAdmin.saveRate')}
          </Button>
        </>
      }
    >
      {(rates.data ?? []).map((r) => (
        <Table.Tr key={`${r.lineId}-${r.productId}`}>
          <Table.Td>{lineName(r.lineId)}</Table.Td>
          <Table.Td>
            {/* SKU and name as the data has them (two texts), not one made-up string. */}
            {product(r.productId)?.sku ?? r.productId} {product(r.productId)?.name}
          </Table.Td>
          <Table.Td>{formatNumber(r.idealRatePerMin)}</Table.Td>
          <Table.Td>
            <Button
              variant="light"
              color="red.9"
              onClick={() => void put({ productId: r.productId, lineId: r.lineId, idealRatePerMin: null })}
            >
              {t('oeeAdmin.removeRate', { line: lineName(r.lineId), product: productName(r.productId) })}
            </Button>
          </Table.Td>
        </Table.Tr>
      ))}
    </AdminTableTab>
  )
}
