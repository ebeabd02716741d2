// The QR ticket form (spec §2, §5, §8): description (required), category and priority with the
// equipment's defaults; quick-created through the outbox, so it works offline.
import { Button, Group, NativeSelect, Textarea } from '@mantine/core'
import { useLiveQuery } from 'dexie-react-hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PRIORITIES, QR_TICKET_CATEGORIES, type Priority } from '../../../shared/constants'
import type { Equipment } from '../../../shared/types'
import { FormStack } from '../../components/form-stack'
import { quickCreateTicket } from '../../data/commands'
import { db } from '../../data/db'
import { useFormOpen } from '../../lib/open-forms'
import { toast } from '../../lib/toast'
import { ScheduledProductSelect } from '../schedule/scheduled-product-select'
import { announceWrite } from '../write-outcome/announce-write'
import { lineOfEquipment } from './equipment-line'
import { EquipmentSummary } from './equipment-summary'
import { defaultQrCategory, defaultQrPriority, quickLineName, type QrCategory } from './scan-defaults'
import { waitForTicketNumber } from './ticket-number'

/** How long the success toast may wait for the server's ticket number before saying "pending". */
export const TICKET_NUMBER_WAIT_MS = 3000

interface ScanTicketFormProps {
  equipment: Equipment
  /** The line the scan was started from (the mobile operator's line); else the equipment's own line. */
  lineId?: number | null
  onScanAgain: () => void
  onCreated: () => void
}

export function ScanTicketForm({ equipment, lineId, onScanAgain, onCreated }: ScanTicketFormProps) {
  const { t } = useTranslation()
  useFormOpen(true)
  const lineIds = useLiveQuery(() => db.lines.toCollection().primaryKeys(), [], [] as number[])
  const productLine = lineId ?? lineOfEquipment(equipment, lineIds)
  const [productId, setProductId] = useState('')
  const [description, setDescription] = useState('')
  const [category, setCategory] = useState<QrCategory>(() => defaultQrCategory(equipment))
  const [priority, setPriority] = useState<Priority>(() => defaultQrPriority(equipment))
  const [saving, setSaving] = useState(false)

  const submit = async () => {
    if (!description.trim()) {
      toast.error(t('scanner.toast.missingTitle'), t('scanner.toast.missingMessage'))
      return
    }
    setSaving(true)
    try {
      const id = await quickCreateTicket({
        equipmentId: equipment.id,
        lineName: quickLineName(equipment),
        category,
        priority,
        description: description.trim(),
        machineName: equipment.name,
        productId: productId ? Number(productId) : null,
      })
      void announceWrite(id, async () => {
        const number = await waitForTicketNumber(id, TICKET_NUMBER_WAIT_MS)
        return {
          title: t('scanner.toast.createdTitle'),
          message: t('scanner.toast.createdMessage', { id: number ?? t('scanner.pending') }),
        }
      })
      onCreated()
    } catch {
      toast.error(t('scanner.toast.errorTitle'), t('scanner.toast.errorMessage'))
    } finally {
      setSaving(false)
    }
  }

  return (
    <FormStack onSubmit={submit}>
      <EquipmentSummary equipment={equipment} />
      <Textarea
        label={t('scanner.form.description')}
        withAsterisk
        rows={3}
        maxLength={4000}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
      />
      <ScheduledProductSelect
        lineId={productLine}
        label={t('planning.productPicker.label')}
        value={productId}
        onChange={setProductId}
      />
      <NativeSelect
        label={t('scanner.form.category')}
        value={category}
        onChange={(e) => setCategory(e.currentTarget.value as QrCategory)}
        data={QR_TICKET_CATEGORIES.map((c) => ({ value: c, label: t(`scanner.categories.${c}`) }))}
      />
      <NativeSelect
        label={t('scanner.form.priority')}
        value={priority}
        onChange={(e) => setPriority(e.currentTarget.value as Priority)}
        data={PRIORITIES.map((p) => ({ value: p, label: t(`issues.priorities.${p}`) }))}
      />
      <Group justify="space-between" mt="sm">
        <Button variant="default" onClick={onScanAgain}>
          {t('scanner.scanAgain')}
        </Button>
        <Button type="submit" loading={saving} disabled={!description.trim()}>
          {t('scanner.form.submit')}
        </Button>
      </Group>
    </FormStack>
  )
}
