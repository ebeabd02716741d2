// Teams: the chat integration's status per department, with a test action (spec §2).
import { Alert, Anchor, Badge, Button, Loader, Stack, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { TeamsDepartmentStatus } from '../../../shared/teams'
import { categoryName, departmentName } from '../../entities/teams/team-alert-labels'
import { apiRequest } from '../../lib/api-client'
import { formatDateTime } from '../../i18n/format'
import { toast } from '../../lib/toast'
import { useApiAnswer } from '../../lib/use-api-query'

export function TeamsTab() {
  const { t } = useTranslation()
  const status = useApiAnswer('GET /api/admin/teams/status')
  const [testing, setTesting] = useState<string | null>(null)

  async function test(d: TeamsDepartmentStatus) {
    setTesting(d.department)
    try {
      await apiRequest('POST', `/api/admin/teams/test/${d.department}`)
      toast.success(t('admin.teams.testOkTitle'))
    } catch {
      toast.error(t('admin.teams.testFailed', { department: departmentName(t, d.department, d.name) }))
    } finally {
      setTesting(null)
      status.reload()
    }
  }

  return (
    <Stack gap="md">
      <Text>{t('admin.teams.intro')}</Text>
      <Anchor component={Link} to="/settings">
        {t('admin.teams.configure')}
      </Anchor>
      {status.error && <Alert color="red">{t('admin.loadFailed')}</Alert>}
      {!status.data && !status.error && <Loader aria-label={t('app.loading')} />}
      {status.data && (
        <Table.ScrollContainer minWidth={640}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.teams.department')}</Table.Th>
                <Table.Th>{t('admin.teams.configured')}</Table.Th>
                <Table.Th>{t('admin.teams.status')}</Table.Th>
                <Table.Th>{t('admin.teams.lastUsed')}</Table.Th>
                <Table.Th>{t('admin.teams.pending')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {status.data.departments.map((d) => (
                <Table.Tr key={d.department}>
                  <Table.Td>
                    <Text fw={600}>{departmentName(t, d.department, d.name)}</Text>
                    <Text size="xs" c="gray.7">
                      {d.categories.map((c) => categoryName(t, c)).join(', ')}
                    </Text>
                  </Table.Td>
                  <Table.Td>{d.configured ? t('admin.yes') : t('admin.no')}</Table.Td>
                  <Table.Td>
                    <Badge color={d.status === 'active' ? 'green.9' : d.status === 'error' ? 'red.9' : 'gray.7'}>
                      {t(`admin.teams.statusValue.${d.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{d.lastUsed ? formatDateTime(d.lastUsed) : t('admin.teams.never')}</Table.Td>
                  <Table.Td>{d.pending}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="default"
                      disabled={!d.configured || testing !== null}
                      loading={testing === d.department}
                      aria-label={t('admin.teams.testLabel', { name: departmentName(t, d.department, d.name) })}
                      onClick={() => void test(d)}
                    >
                      {t('admin.teams.test')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  )
}
