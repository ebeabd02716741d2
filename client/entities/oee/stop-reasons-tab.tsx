// Stop reasons on /settings (admins, issue 30 §1): the tree by category with its en/pl/lt names, planned or
// not; add a reason, retire one (kept for the stops that use it, no longer offered) or bring it back, delete
// one no stop uses yet. The server enforces who may and what may change (403, 409); this screen says why.
import { Badge, Button, Checkbox, Group, Select, Table, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { REASON_CATEGORIES, stopReasonInput } from '../../../shared/oee/oee-schemas'
import type { StopReason } from '../../../shared/oee/oee-types'
import { ApiError, apiRequest } from '../../lib/api-client'
import { toast } from '../../lib/toast'
import { useApiQuery } from '../../lib/use-api-query'
import { DIALOG_AREAS, loadTextAreas } from '../../i18n/text-areas'
import { AdminTableTab } from './admin-table-tab'

/** The tab's texts load with its code (client/i18n/areas/oee-admin), not with every screen of the oee area. */
export const textsReady = loadTextAreas(DIALOG_AREAS['client/entities/oee/stop-reasons-tab.tsx']).catch(() => undefined)

type Category = (typeof REASON_CATEGORIES)[number]
const EMPTY = { category: 'other' as Category, nameEn: '', namePl: '', nameLt: '', planned: false }

export function StopReasonsTab() {
  const { t } = useTranslation()
  const reasons = useApiQuery<StopReason[]>('/api/stop-reasons')
  const [form, setForm] = useState(EMPTY)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const categoryName = (c: string) => t(`oeeAdmin.categories.${c}`, { defaultValue: c })
  const fail = (e: unknown) =>
    toast.error(e instanceof ApiError && e.status === 409 ? t('oeeAdmin.inUse') : t('oeeAdmin.failed'))
  const add = async () => {
    const parsed = stopReasonInput.safeParse(form)
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), t('oeeAdmin.required')])))
      return
    }
    setErrors({})
    try {
      await apiRequest('POST', '/api/stop-reasons', parsed.data)
      setForm(EMPTY)
      reasons.reload()
    } catch (e) {
      fail(e)
    }
  }
  const retire = async (r: StopReason, retired: boolean) => {
    try {
      await apiRequest('PATCH', `/api/stop-reasons/${r.id}`, { retired })
      reasons.reload()
    } catch (e) {
      fail(e)
    }
  }
  const remove = async (r: StopReason) => {
    try {
      await apiRequest('DELETE', `/api/stop-reasons/${r.id}`)
      reasons.reload()
    } catch (e) {
      fail(e)
    }
  }
  const text = (key: 'nameEn' | 'namePl' | 'nameLt') => (
    <TextInput
      label={t(`oeeAdmin.${key}`)}
      value={form[key]}
      error={errors[key]}
      onChange={(e) => setForm({ ...form, [key]: e.currentTarget.value })}
    />
  )
  return (
    <AdminTableTab
      intro={t('oeeAdmin.reasonsIntro')}
      title={t('oeeAdmin.reasonsTitle')}
      columns={[t('oeeAdmin.category'), t('oeeAdmin.names'), t('oeeAdmin.planned')]}
      form={
        <>
          <Select
            label={t('oeeAdmin.category')}
            data={REASON_CATEGORIES.map((c) => ({ value: c, label: categoryName(c) }))}
            value={form.category}
            allowDeselect={false}
            onChange={(v) => v && setForm({ ...form, category: v as Category })}
          />
          {text('nameEn')}
          {text('namePl')}
          {text('nameLt')}
          <Checkbox
            label={t('oeeAdmin.planned')}
            checked={form.planned}
            onChange={(e) => setForm({ ...form, planned: e.currentTarget.checked })}
            mb={8}
          />
          <Button onClick={() => void add()}>{t('oeeAdmin.addReason')}</Button>
        </>
      }
    >
      {(reasons.data ?? []).map((r) => (
        <Table.Tr key={r.id} data-reason-id={r.id}>
          <Table.Td>{categoryName(r.category)}</Table.Td>
          <Table.Td>
            {r.names.en} · {r.names.pl} · {r.names.lt}{' '}
            {r.retired && <Badge color="gray.7">{t('oeeAdmin.retired')}</Badge>}
          </Table.Td>
          <Table.Td>{r.planned ? t('oeeAdmin.yes') : t('oeeAdmin.no')}</Table.Td>
          <Table.Td>
            <Group gap="xs" wrap="nowrap">
              <Button variant="light" onClick={() => void retire(r, !r.retired)}>
                {r.retired ? t('oeeAdmin.bringBack', { name: r.name }) : t('oeeAdmin.retire', { name: r.name })}
              </Button>
              <Button variant="light" color="red.9" onClick={() => void remove(r)}>
                {t('oeeAdmin.delete', { name: r.name })}
              </Button>
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </AdminTableTab>
  )
}
