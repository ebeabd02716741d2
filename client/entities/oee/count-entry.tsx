// Good and rejected units typed in on the tablet (per hour or for the shift so far), through the outbox.
import { Button, Group, Stack, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProductionLine } from '../../../shared/types'
import { recordCount } from '../../data/oee-commands'
import { formatNumber } from '../../lib/format-number'
import { toast } from '../../lib/toast'
import { announceWrite } from '../write-outcome/announce-write'

const MAX_UNITS = 1_000_000

/** What was typed, as whole units: digits only, at most MAX_UNITS. */
function units(typed: string): string {
  const digits = typed.replace(/\D/g, '').replace(/^0+(?=\d)/, '')
  return digits === '' ? '' : String(Math.min(Number(digits), MAX_UNITS))
}

export function CountEntry({ line }: { line: ProductionLine }) {
  const { t } = useTranslation()
  const [good, setGood] = useState('')
  const [rejected, setRejected] = useState('')
  const [busy, setBusy] = useState(false)
  const goodN = Number(good || 0)
  const rejectedN = Number(rejected || 0)
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
        {/* A text field that takes digits (the phone's number pad): Mantine's NumberInput and its number-format
            library were 9 KB gzip of the line tablet's first JavaScript (docs/decisions/240). */}
        <TextInput
          label={t('oee.counts.good')}
          size="lg"
          inputMode="numeric"
          autoComplete="off"
          value={good}
          onChange={(event) => setGood(units(event.currentTarget.value))}
        />
        <TextInput
          label={t('oee.counts.rejected')}
          size="lg"
          inputMode="numeric"
          autoComplete="off"
          value={rejected}
          onChange={(event) => setRejected(units(event.currentTarget.value))}
        />
      </Group>
      <Button size="lg" disabled={!valid} loading={busy} onClick={() => void save()}>
        {t('oee.counts.save')}
      </Button>
    </Stack>
  )
}
