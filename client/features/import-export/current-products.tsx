// Current Products (spec §2, §9): SKU, Name, Category, Weight (g), Active / Inactive — the first 10 of the
// synced product list, with "Showing 10 of N products"; and their allergens (issue 29 §5).
import { Badge, Card, Table, Text, Title } from '@mantine/core'
import { useLiveQuery } from 'dexie-react-hooks'
import { useTranslation } from 'react-i18next'
import { db } from '../../data/db'

export const PREVIEW_PRODUCTS = 10

export function CurrentProducts() {
  const { t } = useTranslation()
  const data = useLiveQuery(
    async () => ({
      total: await db.products.count(),
      first: await db.products.orderBy('sku').limit(PREVIEW_PRODUCTS).toArray(),
    }),
    [],
  )
  return (
    <Card withBorder component="section" aria-labelledby="products-title">
      <Title order={2} size="h3" id="products-title" mb="sm">
        {t('importExport.products.title')}
      </Title>
      <Table.ScrollContainer minWidth={520}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('importExport.products.sku')}</Table.Th>
              <Table.Th>{t('importExport.products.name')}</Table.Th>
              <Table.Th>{t('importExport.products.category')}</Table.Th>
              <Table.Th>{t('importExport.products.weight')}</Table.Th>
              <Table.Th>{t('importExport.products.status')}</Table.Th>
              <Table.Th>{t('allergens.column')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(data?.first ?? []).map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>{p.sku}</Table.Td>
                <Table.Td>{p.name}</Table.Td>
                <Table.Td>{p.category}</Table.Td>
                <Table.Td>{p.targetWeight ?? '–'}</Table.Td>
                <Table.Td>
                  <Badge color={p.isActive ? 'teal.9' : 'gray.7'}>
                    {p.isActive ? t('importExport.products.active') : t('importExport.products.inactive')}
                  </Badge>
                </Table.Td>
                <Table.Td>{(p.allergens ?? []).map((a) => t(`allergens.names.${a}`)).join(', ') || '–'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {data && (
        <Text size="sm" c="gray.7" mt="sm">
          {t('importExport.products.showing', { shown: data.first.length, total: data.total })}
        </Text>
      )}
    </Card>
  )
}
