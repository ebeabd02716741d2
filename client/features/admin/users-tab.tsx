// Users: the accounts with their role and state; add, edit and delete.
import { Alert, Badge, Button, Group, Loader, Stack, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ManagedUser } from '../../../shared/admin'
import { formatDateTime } from '../../i18n/format'
import { useApiAnswer } from '../../lib/use-api-query'
import { DeleteUserDialog } from './delete-user-dialog'
import { roleName } from './role-name'
import { UserFormDialog } from './user-form-dialog'

type Dialog = { kind: 'form'; user: ManagedUser | null } | { kind: 'delete'; user: ManagedUser } | null

export function UsersTab() {
  const { t } = useTranslation()
  const users = useApiAnswer('GET /api/admin/users')
  const roles = useApiAnswer('GET /api/admin/roles')
  const [dialog, setDialog] = useState<Dialog>(null)
  const done = () => {
    setDialog(null)
    users.reload()
  }

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button onClick={() => setDialog({ kind: 'form', user: null })} disabled={!roles.data}>
          {t('admin.users.add')}
        </Button>
      </Group>
      {users.error && <Alert color="red">{t('admin.loadFailed')}</Alert>}
      {!users.data && !users.error && <Loader aria-label={t('app.loading')} />}
      {users.data && (
        <Table.ScrollContainer minWidth={760}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.users.username')}</Table.Th>
                <Table.Th>{t('admin.users.name')}</Table.Th>
                <Table.Th>{t('admin.users.email')}</Table.Th>
                <Table.Th>{t('admin.users.role')}</Table.Th>
                <Table.Th>{t('admin.users.active')}</Table.Th>
                <Table.Th>{t('admin.users.lastLogin')}</Table.Th>
                <Table.Th>{t('admin.users.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.data.map((u) => (
                <Table.Tr key={u.id}>
                  <Table.Td>{u.username}</Table.Td>
                  <Table.Td>{`${u.firstName} ${u.lastName}`.trim()}</Table.Td>
                  <Table.Td>{u.email}</Table.Td>
                  <Table.Td>{roleName(t, u.role)}</Table.Td>
                  <Table.Td>
                    {u.isActive ? (
                      <Badge color="green.9">{t('admin.yes')}</Badge>
                    ) : (
                      <Badge color="gray.7">{t('admin.users.inactive')}</Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{u.lastLogin ? formatDateTime(u.lastLogin) : t('admin.users.never')}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t('admin.users.editLabel', { username: u.username })}
                        onClick={() => setDialog({ kind: 'form', user: u })}
                        disabled={!roles.data}
                      >
                        {t('admin.users.edit')}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        color="red.9"
                        aria-label={t('admin.users.deleteLabel', { username: u.username })}
                        onClick={() => setDialog({ kind: 'delete', user: u })}
                      >
                        {t('admin.users.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {dialog?.kind === 'form' && roles.data && (
        <UserFormDialog user={dialog.user} roles={roles.data} onClose={() => setDialog(null)} onSaved={done} />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteUserDialog user={dialog.user} onClose={() => setDialog(null)} onDeleted={done} />
      )}
    </Stack>
  )
}
