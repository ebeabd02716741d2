// Roles (read only): each role's permission flags and how many accounts hold it.
import { Alert, Loader, Table } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useApiAnswer } from '../../lib/use-api-query'
import { permissionName, roleName } from './role-name'

const FLAGS = [
  ['canAssignTickets', 'assign'],
  ['canEditMachines', 'machines'],
  ['canAccessSettings', 'settings'],
  ['canViewReports', 'reports'],
  ['canManageUsers', 'manageUsers'],
] as const

export function RolesTab() {
  const { t } = useTranslation()
  const roles = useApiAnswer('GET /api/admin/roles')
  if (roles.error) return <Alert color="red">{t('admin.loadFailed')}</Alert>
  if (!roles.data) return <Loader aria-label={t('app.loading')} />
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.roles.role')}</Table.Th>
            <Table.Th>{t('admin.roles.permissions')}</Table.Th>
            {FLAGS.map(([, label]) => (
              <Table.Th key={label}>{t(`admin.roles.${label}`)}</Table.Th>
            ))}
            <Table.Th>{t('admin.roles.accounts')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {roles.data.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{roleName(t, r.name)}</Table.Td>
              <Table.Td>{r.permissions.map((p) => permissionName(t, p)).join(', ')}</Table.Td>
              {FLAGS.map(([flag]) => (
                <Table.Td key={flag}>{r[flag] ? t('admin.yes') : t('admin.no')}</Table.Td>
              ))}
              <Table.Td>{r.userCount}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
