// The tablet's Report Issue dialog (spec §5): description required — with none it is silently not sent;
// priority medium and category mechanical by default.
import { Button, Group, Modal, NativeSelect, Textarea } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LINE_TICKET_CATEGORIES, PRIORITIES, type Priority } from '../../../../shared/constants'
import { lineDisplayName } from '../../../../shared/lines'
import type { ProductionLine } from '../../../../shared/types'
import { FormStack } from '../../../components/form-stack'
import { createTicket } from '../../../data/commands'
import { useFormOpen } from '../../../lib/open-forms'
import { ticketCreateInput } from '../../../../shared/schemas/tickets'
import { announceWrite } from '../../../entities/write-outcome/announce-write'
import { formErrors } from '../../../lib/form-errors'
import { toast } from '../../../lib/toast'

type LineCategory = (typeof LINE_TICKET_CATEGORIES)[number]

interface LineIssueDialogProps {
  line: ProductionLine | null
  opened: boolean
  onClose: () => void
}

export function LineIssueDialog({ line, opened, onClose }: LineIssueDialogProps) {
  const { t } = useTranslation()
  useFormOpen(opened)
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('lineDashboard.issueDialog.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && <LineIssueForm line={line} onClose={onClose} />}
    </Modal>
  )
}

function LineIssueForm({ line, onClose }: Omit<LineIssueDialogProps, 'opened'>) {
  const { t } = useTranslation()
  const [description, setDescription] = useState('')
  const [priority, setPriority] = useState<Priority>('medium')
  const [category, setCategory] = useState<LineCategory>('mechanical')
  const [saving, setSaving] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})

  const submit = async () => {
    if (!description.trim() || !line) return
    const payload = {
      lineId: line.id,
      lineName: lineDisplayName(line),
      category,
      priority,
      description: description.trim(),
      status: 'open' as const,
    }
    const found = formErrors(ticketCreateInput, payload, t)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setSaving(true)
    try {
      const id = await createTicket(payload)
      void announceWrite(id, {
        title: t('lineDashboard.toast.ticketTitle'),
        message: t('lineDashboard.toast.ticketMessage'),
      })
      onClose()
    } catch {
      toast.error(t('lineDashboard.toast.ticketFailed'))
    } finally {
      setSaving(false)
    }
  }

  return (
    <FormStack onSubmit={submit}>
      <Textarea
        label={t('lineDashboard.issueDialog.description')}
        withAsterisk
        rows={3}
        maxLength={4000}
        error={errors.description}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
      />
      <NativeSelect
        label={t('lineDashboard.issueDialog.priority')}
        value={priority}
        onChange={(e) => setPriority(e.currentTarget.value as Priority)}
        data={PRIORITIES.map((p) => ({ value: p, label: t(`issues.priorities.${p}`) }))}
      />
      <NativeSelect
        label={t('lineDashboard.issueDialog.category')}
        value={category}
        onChange={(e) => setCategory(e.currentTarget.value as LineCategory)}
        data={LINE_TICKET_CATEGORIES.map((c) => ({ value: c, label: t(`lineDashboard.categories.${c}`) }))}
      />
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={onClose}>
          {t('lineDashboard.issueDialog.cancel')}
        </Button>
        <Button type="submit" color="red" loading={saving}>
          {t('lineDashboard.issueDialog.submit')}
        </Button>
      </Group>
    </FormStack>
  )
}
