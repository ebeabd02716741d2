// Counter / PLC device keys on /settings (admins): make one for some lines — its key is shown once — and revoke.
import { Alert, Button, Code, Group, MultiSelect, Stack, Table, Text, TextInput } from '@mantine/core'
import { useLiveQuery } from 'dexie-react-hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { db } from '../../data/db'
import { apiRequest } from '../../lib/api-client'
import { formatDateTime } from '../../i18n/format'
import { toast } from '../../lib/toast'
import { useApiQuery } from '../../lib/use-api-query'

interface DeviceKeyView {
  id: number
  name: string
  lineIds: number[]
  createdAt: string
  revokedAt: string | null
  lastUsedAt: string | null
}

export function DeviceKeysTab() {
  const { t } = useTranslation()
  const keys = useApiQuery<DeviceKeyView[]>('/api/device-keys')
  const lines = useLiveQuery(() => db.lines.orderBy('id').toArray(), []) ?? []
  const [name, setName] = useState('')
  const [lineIds, setLineIds] = useState<string[]>([])
  const [shown, setShown] = useState<string | null>(null)
  const create = async () => {
    try {
      const made = await apiRequest<{ id: number; key: string }>('POST', '/api/device-keys', {
        name,
        lineIds: lineIds.map(Number),
      })
      setShown(made.key)
      setName('')
      setLineIds([])
      keys.reload()
    } catch {
      toast.error(t('oee.keys.failed'))
    }
  }
  const revoke = async (id: number) => {
    try {
      await apiRequest('DELETE', `/api/device-keys/${id}`)
      keys.reload()
    } catch {
      toast.error(t('oee.keys.failed'))
    }
  }
  return (
    <Stack gap="md">
      <Text>{t('oee.keys.intro')}</Text>
      <Group align="flex-end">
        <TextInput label={t('oee.keys.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <MultiSelect
          label={t('oee.keys.lines')}
          data={lines.map((l) => ({ value: String(l.id), label: l.name }))}
          value={lineIds}
          onChange={setLineIds}
          searchable
        />
        <Button disabled={!name.trim() || lineIds.length === 0} onClick={() => void create()}>
          {t('oee.keys.create')}
        </Button>
      </Group>
      {shown && (
        <Alert color="green" title={t('oee.keys.shownOnce')}>
          <Code block>{shown}</Code>
        </Alert>
      )}
      <Table withTableBorder aria-label={t('oee.keys.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('oee.keys.name')}</Table.Th>
            <Table.Th>{t('oee.keys.lines')}</Table.Th>
            <Table.Th>{t('oee.keys.lastUsed')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(keys.data ?? []).map((k) => (
            <Table.Tr key={k.id}>
              <Table.Td>{k.name}</Table.Td>
              <Table.Td>{k.lineIds.join(', ')}</Table.Td>
              <Table.Td>{k.lastUsedAt ? formatDateTime(k.lastUsedAt) : t('oee.keys.never')}</Table.Td>
              <Table.Td>
                {k.revokedAt ? (
                  t('oee.keys.revoked')
                ) : (
                  <Button color="red.9" variant="light" onClick={() => void revoke(k.id)}>
                    {t('oee.keys.revoke')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  )
}
