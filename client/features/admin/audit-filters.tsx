// The audit log's filters: user, action, and a day range.
import { Button, Group, Select, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ManagedUser } from '../../../shared/admin'

export interface AuditFilterValues {
  userId: string | null
  action: string | null
  from: string
  to: string
}

export const NO_FILTER: AuditFilterValues = { userId: null, action: null, from: '', to: '' }

interface AuditFiltersProps {
  value: AuditFilterValues
  users: ManagedUser[]
  actions: string[]
  onChange: (value: AuditFilterValues) => void
}

export function AuditFilters({ value, users, actions, onChange }: AuditFiltersProps) {
  const { t } = useTranslation()
  return (
    <Group align="flex-end" gap="sm">
      <Select
        label={t('admin.audit.user')}
        placeholder={t('admin.audit.anyUser')}
        clearable
        searchable
        data={users.map((u) => ({ value: String(u.id), label: u.username }))}
        value={value.userId}
        onChange={(userId) => onChange({ ...value, userId })}
      />
      <Select
        label={t('admin.audit.action')}
        placeholder={t('admin.audit.anyAction')}
        clearable
        searchable
        data={actions}
        value={value.action}
        onChange={(action) => onChange({ ...value, action })}
      />
      <TextInput
        label={t('admin.audit.from')}
        type="date"
        value={value.from}
        onChange={(e) => onChange({ ...value, from: e.currentTarget.value })}
      />
      <TextInput
        label={t('admin.audit.to')}
        type="date"
        value={value.to}
        onChange={(e) => onChange({ ...value, to: e.currentTarget.value })}
      />
      <Button variant="default" onClick={() => onChange(NO_FILTER)}>
        {t('admin.audit.clear')}
      </Button>
    </Group>
  )
}
