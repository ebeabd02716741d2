// After an import: Successful, Failed and Duplicates counts, and the server's row messages in a scrollable list.
import { Box, List, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { MachineImportResult } from '../../../shared/types'
import { StatCard } from './stat-card'

export function ImportResultsPanel({ result }: { result: MachineImportResult }) {
  const { t } = useTranslation()
  return (
    <Stack gap="xs" role="region" aria-label={t('machineImport.results')}>
      <Title order={3} size="h5">
        {t('machineImport.results')}
      </Title>
      <SimpleGrid cols={3}>
        <StatCard label={t('machineImport.successful')} value={result.success} color="green.9" />
        <StatCard label={t('machineImport.failed')} value={result.failed} color="red.9" />
        <StatCard label={t('machineImport.duplicates')} value={result.duplicates} color="orange.9" />
      </SimpleGrid>
      {result.errors.length > 0 && (
        <>
          <Text size="sm" fw={600}>
            {t('machineImport.errorsTitle')}
          </Text>
          <Box
            role="region"
            aria-label={t('machineImport.errorsLabel')}
            tabIndex={0}
            mah={160}
            style={{ overflowY: 'auto' }}
          >
            <List size="sm" spacing={2}>
              {result.errors.map((message, i) => (
                <List.Item key={i}>{message}</List.Item>
              ))}
            </List>
          </Box>
        </>
      )}
    </Stack>
  )
}
