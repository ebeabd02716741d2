// "Temporary repair" on a ticket's close form: closing as temporary needs the permanent repair's due date, which
// becomes a planned work order (issue 28 §5) once the close is queued.
import { Checkbox, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { TemporaryRepair } from './temporary-repair'

export function TemporaryRepairFields({
  value,
  onChange,
  showError,
}: {
  value: TemporaryRepair
  onChange: (next: TemporaryRepair) => void
  showError: boolean
}) {
  const { t } = useTranslation()
  return (
    <>
      <Checkbox
        label={t('pmDue.temporaryRepair')}
        checked={value.temporary}
        onChange={(e) => onChange({ ...value, temporary: e.currentTarget.checked })}
      />
      {value.temporary && (
        <TextInput
          type="date"
          required
          label={t('pmDue.permanentDueAt')}
          value={value.dueAt}
          error={showError && !value.dueAt ? t('pmDue.permanentDueAtNeeded') : undefined}
          onChange={(e) => onChange({ ...value, dueAt: e.currentTarget.value })}
        />
      )}
    </>
  )
}
