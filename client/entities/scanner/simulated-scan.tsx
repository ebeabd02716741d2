// The QR Scanner Test dialog's simulated scan (spec §2): pick equipment from the cache (or type any text)
// and run it through the same parsing and lookup as a camera scan.
import { Button, NativeSelect, Stack, Text, TextInput } from '@mantine/core'
import { useLiveQuery } from 'dexie-react-hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { db } from '../../data/db'

export function SimulatedScan({ onScan }: { onScan: (text: string) => void }) {
  const { t } = useTranslation()
  const equipment = useLiveQuery(() => db.equipment.orderBy('id').toArray(), [], [])
  const [text, setText] = useState('')
  const chosen = equipment.find((e) => e.qrCode === text)?.qrCode ?? ''
  return (
    <Stack gap="sm">
      <Text size="sm">{t('scanner.test.intro')}</Text>
      <NativeSelect
        label={t('scanner.test.equipment')}
        value={chosen}
        onChange={(e) => setText(e.currentTarget.value)}
        data={[
          { value: '', label: t('scanner.test.pickEquipment'), disabled: true },
          ...equipment.map((e) => ({ value: e.qrCode, label: `${e.name} (${e.qrCode})` })),
        ]}
      />
      <TextInput label={t('scanner.test.qrText')} value={text} onChange={(e) => setText(e.currentTarget.value)} />
      <Button onClick={() => onScan(text)} disabled={!text.trim()}>
        {t('scanner.test.simulate')}
      </Button>
    </Stack>
  )
}
