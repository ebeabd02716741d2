// Recent clearance records and the chain's verification, read from the server (online only).
import { Alert, Badge, Stack, Table, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ChainVerification } from '../../../shared/hygiene/chain'
import type { Clearance } from '../../../shared/hygiene/types'
import { formatDateTime } from '../../i18n/format'
import { useApiQuery } from '../../lib/use-api-query'
import { useOnline } from '../../lib/use-online'
import { itemText } from './item-text'

export function RecentClearances({ canVerify }: { canVerify: boolean }) {
  const { t } = useTranslation()
  const online = useOnline()
  const list = useApiQuery<Clearance[]>(online ? '/api/hygiene/clearances?limit=20' : null)
  const verify = useApiQuery<ChainVerification>(online && canVerify ? '/api/hygiene/verify' : null)
  if (!online) return <Alert color="gray">{t('hygiene.page.offline')}</Alert>
  return (
    <Stack gap="sm">
      {canVerify && verify.data && (
        <Alert
          color={verify.data.ok ? 'green' : 'red'}
          title={t('hygiene.page.verify')}
          data-testid="chain-verification"
        >
          {verify.data.ok
            ? t('hygiene.page.verifyOk', { count: verify.data.checked })
            : t('hygiene.page.verifyBad', { id: verify.data.firstBad ?? '' })}
        </Alert>
      )}
      <Title order={2} size="h3">
        {t('hygiene.page.recent')}
      </Title>
      {list.data?.length === 0 && <Text>{t('hygiene.page.noRecent')}</Text>}
      {list.data && list.data.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('hygiene.page.line')}</Table.Th>
                <Table.Th>{t('hygiene.page.result')}</Table.Th>
                <Table.Th>{t('hygiene.page.failedItems')}</Table.Th>
                <Table.Th>{t('hygiene.page.signedBy')}</Table.Th>
                <Table.Th>{t('hygiene.page.signedAt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>{c.lineId}</Table.Td>
                  <Table.Td>
                    <Badge color={c.result === 'passed' ? 'green.9' : 'red.9'}>
                      {t(c.result === 'passed' ? 'hygiene.page.passed' : 'hygiene.page.failed')}
                    </Badge>
                    {c.result === 'passed' && !c.released && <Text size="xs">{t('hygiene.page.noChange')}</Text>}
                  </Table.Td>
                  <Table.Td>
                    {c.items
                      .filter((i) => i.result === 'fail')
                      .map((i) => itemText(t, i))
                      .join(', ')}
                    {c.correctiveAction && <Text size="xs">{c.correctiveAction}</Text>}
                  </Table.Td>
                  <Table.Td>{c.signedBy}</Table.Td>
                  <Table.Td>{formatDateTime(c.signedAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  )
}
