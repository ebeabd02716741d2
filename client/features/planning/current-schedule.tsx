// Current Schedule for <date> (spec §2): line, sku and name, shift, planned quantity and status (scheduled,
// waiting to sync, or not sent when the server refused it).
import { Badge, Card, Loader, Table, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../i18n/format'
import { formatNumber } from '../../lib/format-number'
import { useCurrentSchedule } from './use-current-schedule'

export function CurrentSchedule({ date }: { date: string }) {
  const { t } = useTranslation()
  const rows = useCurrentSchedule(date)
  return (
    <Card withBorder component="section" aria-labelledby="current-title">
      <Title order={2} size="h3" id="current-title" mb="sm">
        {t('planning.current.title', { date: formatDate(new Date(`${date}T12:00:00`)) })}
      </Title>
      {!rows ? (
        <Loader aria-label={t('planning.current.loading')} />
      ) : rows.length === 0 ? (
        <Text c="gray.7">{t('planning.current.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('planning.current.line')}</Table.Th>
                <Table.Th>{t('planning.current.product')}</Table.Th>
                <Table.Th>{t('planning.current.shift')}</Table.Th>
                <Table.Th>{t('planning.current.quantity')}</Table.Th>
                <Table.Th>{t('planning.current.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.key}>
                  <Table.Td>{r.lineName}</Table.Td>
                  <Table.Td>
                    {r.product}
                    {r.swabAllergens.length > 0 && (
                      <Text size="sm" c="violet.9" fw={700} data-testid="changeover-swab">
                        {t('allergens.swabNeeded', {
                          allergens: r.swabAllergens.map((a) => t(`allergens.names.${a}`)).join(', '),
                        })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{t(`planning.shift.${r.shift}`, { defaultValue: r.shift })}</Table.Td>
                  <Table.Td>{formatNumber(r.plannedQuantity)}</Table.Td>
                  <Table.Td>
                    <Badge color={r.refused ? 'red.9' : r.waiting ? 'orange.9' : 'teal.9'}>
                      {r.refused
                        ? t('planning.current.notSent')
                        : r.waiting
                          ? t('planning.current.waiting')
                          : t(`planning.status.${r.status}`, { defaultValue: r.status })}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  )
}
