// Report Production Issue dialog (spec §2, §5): line, Other Location, issue type, category, priority and an
// optional description with suggestions; saved through the outbox so it works offline.
import { Button, Group, Modal, NativeSelect, Radio, TextInput } from '@mantine/core'
import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ISSUE_CATEGORIES, PRIORITIES } from '../../../shared/constants'
import { compareByNumberInName, lineDisplayName } from '../../../shared/lines'
import { FormStack } from '../../components/form-stack'
import { DIALOG_AREAS, loadTextAreas } from '../../i18n/text-areas'
import { db } from '../../data/db'
import { useFormOpen } from '../../lib/open-forms'
import { ScheduledProductSelect } from '../schedule/scheduled-product-select'
import { DescriptionField } from './description-field'
import { READABLE_HINT } from './readable-hint'
import { useFrequentDescriptions } from './use-frequent-descriptions'
import { useReportIssueForm, type IssueDraft, type RefusedReport } from './use-report-issue-form'

// The dialog's texts load with its code, not with every screen that offers it (docs/decisions/240). A failed
// load (offline before the precache filled) still opens the form.
let textsHere = false
const texts = loadTextAreas(DIALOG_AREAS['client/entities/issue-report/report-issue-dialog.tsx'])
  .catch(() => undefined)
  .then(() => {
    textsHere = true
  })

interface ReportIssueDialogProps {
  opened: boolean
  onClose: () => void
  /** Preselects a line (the mobile operator's current line). */
  defaultLineId?: number | null
  /** A refused report reopened from "Not sent": its fields, and how the fixed ticket is queued instead. */
  refused?: RefusedReport
}

export function ReportIssueDialog({ opened, onClose, defaultLineId, refused }: ReportIssueDialogProps) {
  const { t } = useTranslation()
  const [ready, setReady] = useState(textsHere)
  useEffect(() => {
    if (ready) return
    let live = true
    void texts.then(() => live && setReady(true))
    return () => {
      live = false
    }
  }, [ready])
  useFormOpen(opened && ready)
  if (!ready) return null
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('issues.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && <ReportIssueForm defaultLineId={defaultLineId} refused={refused} onClose={onClose} />}
    </Modal>
  )
}

function ReportIssueForm({ defaultLineId, refused, onClose }: Omit<ReportIssueDialogProps, 'opened'>) {
  const { t } = useTranslation()
  const lines = useLiveQuery(() => db.lines.toArray().then((all) => all.sort(compareByNumberInName)), [], [])
  const { frequent, remember } = useFrequentDescriptions()
  const { draft, update, submit, saving, errors } = useReportIssueForm({
    lines,
    defaultLineId,
    refused,
    onRemember: remember,
    onDone: onClose,
  })
  const placeholder = (label: string) => [{ value: '', label, disabled: true }]
  return (
    <FormStack onSubmit={submit}>
      <NativeSelect
        label={t('issues.fields.line')}
        withAsterisk
        value={draft.lineId}
        onChange={(e) => update({ lineId: e.currentTarget.value })}
        data={[
          ...placeholder(t('issues.placeholders.line')),
          ...lines.map((l) => ({ value: String(l.id), label: lineDisplayName(l) })),
        ]}
      />
      <ScheduledProductSelect
        lineId={draft.lineId ? Number(draft.lineId) : null}
        label={t('planning.productPicker.label')}
        value={draft.productId}
        onChange={(productId) => update({ productId })}
      />
      <TextInput
        label={t('issues.fields.otherLocation')}
        description={t('issues.fields.otherLocationHint')}
        styles={READABLE_HINT}
        maxLength={200}
        value={draft.otherLocation}
        error={errors.otherLocation}
        onChange={(e) => update({ otherLocation: e.currentTarget.value })}
      />
      <Radio.Group
        label={t('issues.fields.issueType')}
        value={draft.issueType}
        onChange={(v) => update({ issueType: v as IssueDraft['issueType'] })}
      >
        <Group gap="lg" mt={4}>
          <Radio value="it" label={t('issues.types.it')} />
          <Radio value="engineering" label={t('issues.types.engineering')} />
        </Group>
      </Radio.Group>
      <NativeSelect
        label={t('issues.fields.category')}
        withAsterisk
        value={draft.category}
        onChange={(e) => update({ category: e.currentTarget.value as IssueDraft['category'] })}
        data={[
          ...placeholder(t('issues.placeholders.category')),
          ...ISSUE_CATEGORIES.map((c) => ({ value: c, label: t(`issues.categories.${c}`) })),
        ]}
      />
      <NativeSelect
        label={t('issues.fields.priority')}
        withAsterisk
        value={draft.priority}
        onChange={(e) => update({ priority: e.currentTarget.value as IssueDraft['priority'] })}
        data={[
          ...placeholder(t('issues.placeholders.priority')),
          ...PRIORITIES.map((p) => ({ value: p, label: t(`issues.priorities.${p}`) })),
        ]}
      />
      <DescriptionField
        value={draft.description}
        error={errors.description}
        category={draft.category}
        frequent={frequent}
        onChange={(description) => update({ description })}
      />
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={onClose}>
          {t('issues.cancel')}
        </Button>
        <Button type="submit" color="red" loading={saving}>
          {t('issues.submit')}
        </Button>
      </Group>
    </FormStack>
  )
}
