// Machine Type: the fixed list, each with its icon and label; a machine of another type keeps its own entry.
import { Group, Select } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { machineTypeLabel } from './machine-labels'
import { FORM_MACHINE_TYPES } from './machine-form'
import { MachineTypeIcon } from './machine-type-icon'

interface MachineTypeSelectProps {
  value: string
  onChange: (type: string) => void
}

export function MachineTypeSelect({ value, onChange }: MachineTypeSelectProps) {
  const { t } = useTranslation()
  const types: string[] = [...FORM_MACHINE_TYPES]
  // Editing an imported or seeded "other" machine must not silently change its type.
  if (value && !types.includes(value)) types.push(value)
  return (
    <Select
      label={t('machines.form.type')}
      placeholder={t('machines.form.typePlaceholder')}
      withAsterisk
      data={types.map((type) => ({ value: type, label: machineTypeLabel(t, type) }))}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      allowDeselect={false}
      leftSection={value ? <MachineTypeIcon type={value} size={18} /> : null}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <MachineTypeIcon type={option.value} size={18} />
          <span>{option.label}</span>
        </Group>
      )}
      comboboxProps={{ withinPortal: true }}
    />
  )
}
