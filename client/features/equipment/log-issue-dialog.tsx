// Log Equipment Issue (spec §2, §5): priority (default medium), category (default engineering) and a
// description that must not be blank after trimming. Create Ticket is disabled while empty or creating.
import { Button, Group, Modal, NativeSelect, Text, Textarea } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LOFT_CATEGORIES, PRIORITIES, type Priority } from '../../../shared/constants'
import { isLoftDescriptionValid, LOFT_DEFAULTS } from '../../../shared/equipment'
import type { Equipment } from '../../../shared/types'
import { FormStack } from '../../components/form-stack'
import { useFormOpen } from '../../lib/open-forms'

export interface LoftIssueDraft {
  priority: Priority
  category: string
  description: string
}

interface LogIssueDialogProps {
  equipment: Equipment | null
  onClose: () => void
  onCreate: (equipment: Equipment, draft: LoftIssueDraft) => Promise<boolean>
}

export function LogIssueDialog({ equipment, onClose, onCreate }: LogIssueDialogProps) {
  const { t } = useTranslation()
  useFormOpen(equipment !== null)
  return (
    <Modal
      opened={equipment !== null}
      onClose={onClose}
      title={t('equipment.loft.dialog.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {equipment && <LogIssueForm equipment={equipment} onClose={onClose} onCreate={onCreate} />}
    </Modal>
  )
}

function LogIssueForm({
  equipment,
  onClose,
  onCreate,
}: { equipment: Equipment } & Omit<LogIssueDialogProps, 'equipment'>) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState<LoftIssueDraft>({ ...LOFT_DEFAULTS, description: '' })
  const [error, setError] = useState<string | null>(null)
  const [creating, setCreating] = useState(false)
  const submit = async () => {
    if (!isLoftDescriptionValid(draft.description)) {
      setError(t('equipment.loft.dialog.descriptionRequired'))
      return
    }
    setCreating(true)
    const done = await onCreate(equipment, { ...draft, description: draft.description.trim() })
    setCreating(false)
    if (done) onClose()
  }
  return (
    <FormStack onSubmit={submit}>
      <Text fw={600}>{equipment.name}</Text>
      <NativeSelect
        label={t('equipment.loft.dialog.priority')}
        value={draft.priority}
        onChange={(e) => setDraft({ ...draft, priority: e.currentTarget.value as Priority })}
        data={PRIORITIES.map((p) => ({ value: p, label: t(`equipment.priority.${p}`) }))}
      />
      <NativeSelect
        label={t('equipment.loft.dialog.category')}
        value={draft.category}
        onChange={(e) => setDraft({ ...draft, category: e.currentTarget.value })}
        data={LOFT_CATEGORIES.map((c) => ({ value: c, label: t(`equipment.category.${c}`) }))}
      />
      <Textarea
        label={t('equipment.loft.dialog.description')}
        withAsterisk
        autosize
        minRows={3}
        maxLength={4000}
        value={draft.description}
        error={error}
        onChange={(e) => {
          setDraft({ ...draft, description: e.currentTarget.value })
          setError(null)
        }}
        data-autofocus
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('equipment.loft.dialog.cancel')}
        </Button>
        <Button type="submit" color="red.8" disabled={draft.description.length === 0 || creating} loading={creating}>
          {t('equipment.loft.dialog.submit')}
        </Button>
      </Group>
    </FormStack>
  )
}
