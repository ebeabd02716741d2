// Hygiene settings on /settings (admins, issue 29): the per-line switch "hold after maintenance work" (on by
// default; an allergen changeover holds whatever it says) and the allergens of a product (the import sets them
// in bulk). Online: both are admin settings, saved at once on the server.
import { Button, Checkbox, Group, Select, SimpleGrid, Stack, Switch, Table, Text, Title } from '@mantine/core'
import { useLiveQuery } from 'dexie-react-hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EU_ALLERGENS } from '../../../shared/hygiene/allergens'
import type { HygieneLineSettings } from '../../../shared/hygiene/types'
import { db } from '../../data/db'
import { apiRequest } from '../../lib/api-client'
import { toast } from '../../lib/toast'
import { useApiQuery } from '../../lib/use-api-query'
import { DIALOG_AREAS, loadTextAreas } from '../../i18n/text-areas'

/** Its texts (allergen names, hygiene-admin) load with its code, so the screen offering the tab does not carry them. */
export const textsReady = loadTextAreas(DIALOG_AREAS['client/entities/hygiene/hygiene-settings-tab.tsx']).catch(
  () => undefined,
)

export function HygieneSettingsTab() {
  const { t } = useTranslation()
  return (
    <Stack gap="xl">
      <LineHoldSwitches />
      <ProductAllergens />
      <Text size="sm" c="gray.7">
        {t('hygieneAdmin.settings.changeoverNote')}
      </Text>
    </Stack>
  )
}

function LineHoldSwitches() {
  const { t } = useTranslation()
  const settings = useApiQuery<HygieneLineSettings[]>('/api/hygiene/settings')
  const lines = useLiveQuery(() => db.lines.orderBy('id').toArray(), []) ?? []
  const [saving, setSaving] = useState<number | null>(null)
  const byLine = new Map((settings.data ?? []).map((s) => [s.lineId, s]))
  const toggle = async (lineId: number, holdEnabled: boolean) => {
    setSaving(lineId)
    try {
      // Only the switch: the server keeps the line's own checklist as it is.
      await apiRequest('PUT', `/api/hygiene/lines/${lineId}/settings`, { holdEnabled })
      settings.reload()
    } catch {
      toast.error(t('hygieneAdmin.settings.failed'))
    } finally {
      setSaving(null)
    }
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby="hygiene-holds-title">
      <Title order={2} size="h3" id="hygiene-holds-title">
        {t('hygieneAdmin.settings.holdsTitle')}
      </Title>
      <Text>{t('hygieneAdmin.settings.holdsIntro')}</Text>
      {settings.data && (
        <Table.ScrollContainer minWidth={360}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('hygieneAdmin.line')}</Table.Th>
                <Table.Th>{t('hygieneAdmin.settings.holdColumn')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((l) => {
                const on = byLine.get(l.id)?.holdEnabled ?? true
                return (
                  <Table.Tr key={l.id}>
                    <Table.Td>{l.name}</Table.Td>
                    <Table.Td>
                      <Switch
                        checked={on}
                        disabled={saving === l.id}
                        onChange={(e) => void toggle(l.id, e.currentTarget.checked)}
                        label={on ? t('hygieneAdmin.settings.on') : t('hygieneAdmin.settings.off')}
                        aria-label={t('hygieneAdmin.settings.holdFor', { name: l.name })}
                      />
                    </Table.Td>
                  </Table.Tr>
                )
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  )
}

function ProductAllergens() {
  const { t } = useTranslation()
  const products = useLiveQuery(() => db.products.orderBy('sku').toArray(), []) ?? []
  const [productId, setProductId] = useState<string | null>(null)
  const [chosen, setChosen] = useState<string[] | null>(null)
  const [saving, setSaving] = useState(false)
  const product = products.find((p) => String(p.id) === productId)
  const value = chosen ?? product?.allergens ?? []
  const save = async () => {
    if (!product) return
    setSaving(true)
    try {
      await apiRequest('PUT', `/api/hygiene/products/${product.id}/allergens`, { allergens: value })
      toast.success(t('hygieneAdmin.settings.allergensSaved', { name: product.name }))
      setChosen(null)
    } catch {
      toast.error(t('hygieneAdmin.settings.failed'))
    } finally {
      setSaving(false)
    }
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby="hygiene-allergens-title">
      <Title order={2} size="h3" id="hygiene-allergens-title">
        {t('hygieneAdmin.settings.allergensTitle')}
      </Title>
      <Text>{t('hygieneAdmin.settings.allergensIntro')}</Text>
      <Select
        label={t('hygieneAdmin.settings.product')}
        data={products.map((p) => ({ value: String(p.id), label: `${p.sku} - ${p.name}` }))}
        value={productId}
        onChange={(v) => {
          setProductId(v)
          setChosen(null)
        }}
        searchable
        maw={480}
      />
      {product && (
        <>
          <Checkbox.Group
            label={t('hygieneAdmin.settings.allergensOf', { name: product.name })}
            value={value}
            onChange={setChosen}
          >
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mt="xs">
              {EU_ALLERGENS.map((a) => (
                <Checkbox key={a} value={a} label={t(`allergens.names.${a}`)} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Group>
            <Button onClick={() => void save()} loading={saving} disabled={chosen === null}>
              {t('hygieneAdmin.settings.saveAllergens')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  )
}
