// The chosen file's first data rows as a table, with a note saying only those are shown (spec §2).
import { Box, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { IMPORT_PREVIEW_ROWS } from '../../../shared/constants'
import type { CsvPreview } from './csv-file-check'

export function ImportPreviewTable({ preview }: { preview: CsvPreview }) {
  const { t } = useTranslation()
  return (
    <Box>
      <Text size="sm" c="gray.7" mb={4}>
        {t('machineImport.previewNote', { n: IMPORT_PREVIEW_ROWS })}
      </Text>
      {/* Focusable so keyboard users can scroll a wide file sideways. */}
      <Box role="region" aria-label={t('machineImport.previewLabel')} tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table withTableBorder withColumnBorders striped fz="xs">
          <Table.Thead>
            <Table.Tr>
              {preview.headers.map((h, i) => (
                <Table.Th key={i}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.rows.map((row, r) => (
              <Table.Tr key={r}>
                {preview.headers.map((_, c) => (
                  <Table.Td key={c}>{row[c] ?? ''}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </Box>
  )
}
