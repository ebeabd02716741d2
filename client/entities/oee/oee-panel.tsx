// The tablet's OEE panel: the current shift's OEE and its three factors from the server, and the count entry.
import { Divider, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ProductionLine } from '../../../shared/types'
import { formatNumber } from '../../lib/format-number'
import { CountEntry } from './count-entry'
import { OeeFigures } from './oee-figures'
import { useLineOee } from './use-line-oee'

export function OeePanelBody({ line, mayCount }: { line: ProductionLine; mayCount: boolean }) {
  const { t } = useTranslation()
  const { data, fetchedAt } = useLineOee(line.id)
  return (
    <Stack gap="sm">
      {data ? (
        <>
          <Text size="sm">{t(`oee.shift.${data.shift}`)}</Text>
          <OeeFigures figures={data} />
          <Text size="sm">
            {t('oee.figures.counted', { good: formatNumber(data.good), rejected: formatNumber(data.rejected) })}
            {fetchedAt &&
              ` · ${t('oee.figures.asOf', { time: new Date(fetchedAt).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' }) })}`}
          </Text>
        </>
      ) : (
        <Text>{t('oee.figures.notYet')}</Text>
      )}
      {mayCount && (
        <>
          <Divider />
          <CountEntry line={line} />
        </>
      )}
    </Stack>
  )
}
