// Good and rejected units typed in on the tablet (per hour or for the shift so far), through the outbox.
import { Button, Group, NumberInput, Stack } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProductionLine } from '../../../shared/types'
import { recordCount } from '../../data/oee-commands'
import { formatNumber } from '../../lib/format-number'
import { toast } from '../../lib/toast'
import { announceWrite } from '../write-outcome/announce-write'

const MAX_UNITS = 1_000_000

export function CountEntry({ line }: { line: ProductionLine }) {
  const { t } = useTranslation()
  const [good, setGood] = useState<number | string>('')
  const [rejected, setRejected] = useState<number | string>('')
  const [busy, setBusy] = useState(false)
  const goodN = typeof good === 'number' ? good : 0
  const rejectedN = typeof rejected === 'number' ? rejected : 0
  const valid = goodN + rejectedN > 0
  const save = async () => {
    setBusy(true)
    try {
      const entry = await recordCount(line.id, goodN, rejectedN, null)
      void announceWrite(entry, {
        title: t('oee.counts.savedTitle'),
        message: t('oee.counts.savedMessage', { good: formatNumber(goodN), rejected: formatNumber(rejectedN) }),
      })
      setGood('')
      setRejected('')
    } catch {
      toast.error(t('oee.counts.failed'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Stack gap="xs">
      <Group grow align="flex-end">
        <NumberInput
          label={t('oee.counts.good')}
          size="lg"
          min={0}
          max={MAX_UNITS}
          allowDecimal={false}
          allowNegative={false}
          value={good}
          onChange={setGood}
        />
        <NumberInput
          label={t('oee.counts.rejected')}
          size="lg"
          min={0}
          max={MAX_UNITS}
          allowDecimal={false}
          allowNegative={false}
          value={rejected}
          onChange={setRejected}
        />
      </Group>
      <Button size="lg" disabled={!valid} loading={busy} onClick={() => void save()}>
        {t('oee.counts.save')}
      </Button>
    </Stack>
  )
}
