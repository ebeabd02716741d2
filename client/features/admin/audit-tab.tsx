// Audit: the latest 10 entries (spec §9), with paging and filters by user, action and day.
import { Alert, Code, Group, Loader, Pagination, Stack, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../i18n/format'
import { useApiAnswer } from '../../lib/use-api-query'
import { AuditFilters, NO_FILTER, type AuditFilterValues } from './audit-filters'

const PAGE_SIZE = 10

function auditQuery(filter: AuditFilterValues, page: number): URLSearchParams {
  const q = new URLSearchParams({ limit: String(PAGE_SIZE), offset: String((page - 1) * PAGE_SIZE) })
  if (filter.userId) q.set('userId', filter.userId)
  if (filter.action) q.set('action', filter.action)
  if (filter.from) q.set('from', filter.from)
  if (filter.to) q.set('to', filter.to)
  return q
}

export function AuditTab() {
  const { t } = useTranslation()
  const [filter, setFilter] = useState<AuditFilterValues>(NO_FILTER)
  const [page, setPage] = useState(1)
  const audit = useApiAnswer('GET /api/admin/audit-logs', { query: auditQuery(filter, page) })
  const users = useApiAnswer('GET /api/admin/users')
  const data = audit.data
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1

  return (
    <Stack gap="md">
      <AuditFilters
        value={filter}
        users={users.data ?? []}
        actions={data?.actions ?? []}
        onChange={(next) => {
          setFilter(next)
          setPage(1)
        }}
      />
      {audit.error && <Alert color="red">{t('admin.loadFailed')}</Alert>}
      {!data && !audit.error && <Loader aria-label={t('app.loading')} />}
      {data && (
        <>
          <Text size="sm" c="gray.7">
            {t('admin.audit.count', { count: data.total })}
          </Text>
          <Table.ScrollContainer minWidth={760}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin.audit.time')}</Table.Th>
                  <Table.Th>{t('admin.audit.user')}</Table.Th>
                  <Table.Th>{t('admin.audit.action')}</Table.Th>
                  <Table.Th>{t('admin.audit.resource')}</Table.Th>
                  <Table.Th>{t('admin.audit.details')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.entries.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>{formatDateTime(e.timestamp)}</Table.Td>
                    <Table.Td>{e.username ?? t('admin.audit.system')}</Table.Td>
                    <Table.Td>
                      <Code>{e.action}</Code>
                    </Table.Td>
                    <Table.Td>
                      <Code>{e.resourceId ? `${e.resourceType} ${e.resourceId}` : e.resourceType}</Code>
                    </Table.Td>
                    <Table.Td>
                      {e.details && <Code>{e.details.length > 120 ? `${e.details.slice(0, 120)}…` : e.details}</Code>}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {data.entries.length === 0 && <Text>{t('admin.audit.empty')}</Text>}
          <Group justify="center">
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              aria-label={t('admin.audit.pages')}
              // The arrow buttons have no text: name them, and each page number, for screen readers.
              getControlProps={(control) => ({
                'aria-label': {
                  first: t('admin.audit.firstPage'),
                  previous: t('admin.audit.previousPage'),
                  next: t('admin.audit.nextPage'),
                  last: t('admin.audit.lastPage'),
                }[control],
              })}
              getItemProps={(n) => ({ 'aria-label': t('admin.audit.pageN', { page: n }) })}
            />
          </Group>
        </>
      )}
    </Stack>
  )
}
