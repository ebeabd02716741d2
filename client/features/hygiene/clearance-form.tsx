// The clearance form (issue 29 §4): the hold's checklist, the allergen swab when the changeover needs it, the
// corrective action when an item fails, and the sign-off; signed through the outbox (works offline).
import { Alert, Button, Divider, Paper, SegmentedControl, Stack, Text, Textarea, TextInput, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { clearanceResult } from '../../../shared/hygiene/checklist'
import type { HygieneHold } from '../../../shared/hygiene/types'
import { lineDisplayName } from '../../../shared/lines'
import type { ProductionLine } from '../../../shared/types'
import { clearLine } from '../../data/hygiene-commands'
import { announceWrite } from '../../entities/write-outcome/announce-write'
import { ChecklistItemField, type ItemDraft } from './checklist-item-field'

export function ClearanceForm({
  line,
  hold,
  signer,
  onSigned,
}: {
  line: ProductionLine
  hold: HygieneHold
  signer: string
  onSigned: () => void
}) {
  const { t } = useTranslation()
  const [items, setItems] = useState<ItemDraft[]>(() =>
    hold.checklist.map((c) => ({
      key: c.key,
      label: c.label,
      result: null,
      comment: '',
      photo: null,
      photoName: null,
    })),
  )
  const [swabResult, setSwabResult] = useState<'pass' | 'fail' | ''>('')
  const [kitReference, setKitReference] = useState('')
  const [correctiveAction, setCorrectiveAction] = useState('')
  const [busy, setBusy] = useState(false)
  const swabNeeded = hold.allergens.length > 0
  const left = items.filter((i) => i.result === null).length
  const swab = swabNeeded && swabResult ? { result: swabResult, kitReference: kitReference.trim() } : null
  const result = clearanceResult(
    items.map((i) => ({ result: i.result ?? 'na' })),
    swab,
  )
  const swabMissing = swabNeeded && (!swab || !swab.kitReference)
  const actionMissing = result === 'failed' && !correctiveAction.trim()
  const ready = left === 0 && !swabMissing && !actionMissing
  const name = lineDisplayName(line)

  const sign = async () => {
    setBusy(true)
    try {
      const { entry } = await clearLine({
        holdId: hold.id,
        lineId: line.id,
        items: items.map((i) => ({
          key: i.key,
          label: i.label,
          result: i.result ?? 'na',
          comment: i.comment.trim() || null,
          photo: i.photo,
        })),
        swab,
        correctiveAction: correctiveAction.trim() || null,
      })
      void announceWrite(entry, {
        title: t('hygiene.form.signedTitle'),
        message: t(result === 'passed' ? 'hygiene.form.signedPassed' : 'hygiene.form.signedFailed', { name }),
      })
      onSigned()
    } finally {
      setBusy(false)
    }
  }

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('hygiene.form.checklist')}
        </Title>
        {items.map((item, n) => (
          <ChecklistItemField
            key={item.key}
            item={item}
            holdId={hold.id}
            onChange={(next) => setItems((all) => all.map((x, i) => (i === n ? next : x)))}
          />
        ))}
        {swabNeeded && (
          <>
            <Divider />
            <Text fw={600} id="swab-label">
              {t('hygiene.form.swab')} ({hold.allergens.map((a) => t(`hygiene.allergen.${a}`)).join(', ')})
            </Text>
            <SegmentedControl
              aria-labelledby="swab-label"
              value={swabResult}
              onChange={(v) => setSwabResult(v as 'pass' | 'fail')}
              data={[
                { value: 'pass', label: t('hygiene.form.result.pass') },
                { value: 'fail', label: t('hygiene.form.result.fail') },
              ]}
            />
            <TextInput
              label={t('hygiene.form.kitReference')}
              value={kitReference}
              onChange={(e) => setKitReference(e.currentTarget.value)}
              required
            />
          </>
        )}
        {result === 'failed' && (
          <Textarea
            label={t('hygiene.form.correctiveAction')}
            description={t('hygiene.form.correctiveHint')}
            value={correctiveAction}
            onChange={(e) => setCorrectiveAction(e.currentTarget.value)}
            required
            autosize
            minRows={2}
          />
        )}
        {!ready && (
          <Alert color="gray" variant="light">
            {left > 0
              ? t('hygiene.form.answerAll', { count: left })
              : swabMissing
                ? t('hygiene.form.needSwab')
                : t('hygiene.form.needAction')}
          </Alert>
        )}
        <Button size="lg" color="violet" disabled={!ready || busy} onClick={() => void sign()}>
          {t('hygiene.form.sign', { name: signer })}
        </Button>
      </Stack>
    </Paper>
  )
}
