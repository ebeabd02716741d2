// One checklist item of the clearance form: pass / fail / not applicable, an optional comment and an optional
// photo (kept on the device and uploaded with the other queued photos, offline too; the item names its hash).
import { Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ItemResult } from '../../../shared/hygiene/checklist'
import { itemText } from './item-text'
import { HYGIENE_PHOTO_PREFIX, PhotoRejectedError, queuePhoto } from '../../entities/photos/queue-photo'

export interface ItemDraft {
  key: string
  label: string | null
  result: ItemResult | null
  comment: string
  /** SHA-256 of the photo taken for this item, and its file name (shown back). */
  photo: string | null
  photoName: string | null
}

export function ChecklistItemField({
  item,
  holdId,
  onChange,
}: {
  item: ItemDraft
  holdId: string
  onChange: (next: ItemDraft) => void
}) {
  const { t } = useTranslation()
  const text = itemText(t, item)
  const [problem, setProblem] = useState<string | null>(null)
  const addPhoto = (file: File | undefined) => {
    if (!file) return
    setProblem(null)
    queuePhoto(`${HYGIENE_PHOTO_PREFIX}${holdId}`, file).then(
      (photo) => onChange({ ...item, photo: photo.hash, photoName: photo.filename }),
      (error: unknown) =>
        setProblem(
          error instanceof PhotoRejectedError
            ? t(`photos.problem.${error.problem}`)
            : t('photos.toast.uploadFailedDefault'),
        ),
    )
  }
  return (
    <Stack gap={6} data-testid={`item-${item.key}`}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600} id={`item-${item.key}-label`}>
          {text}
        </Text>
        <SegmentedControl
          aria-labelledby={`item-${item.key}-label`}
          value={item.result ?? ''}
          onChange={(v) => onChange({ ...item, result: v as ItemResult })}
          color={item.result === 'fail' ? 'red' : item.result === 'pass' ? 'green' : 'gray'}
          data={[
            { value: 'pass', label: t('hygiene.form.result.pass') },
            { value: 'fail', label: t('hygiene.form.result.fail') },
            { value: 'na', label: t('hygiene.form.result.na') },
          ]}
        />
      </Group>
      <TextInput
        size="sm"
        label={t('hygiene.form.comment', { item: text })}
        value={item.comment}
        onChange={(e) => onChange({ ...item, comment: e.currentTarget.value })}
      />
      <label>
        <Text size="sm" fw={500} component="span">
          {t('hygiene.form.photo', { item: text })}
        </Text>{' '}
        <input
          type="file"
          accept="image/*"
          capture="environment"
          data-testid={`photo-${item.key}`}
          onChange={(e) => addPhoto(e.currentTarget.files?.[0])}
        />
      </label>
      {item.photoName && (
        <Text size="sm" data-testid={`photo-taken-${item.key}`}>
          {t('hygiene.form.photoTaken', { name: item.photoName })}
        </Text>
      )}
      {problem && (
        <Text size="sm" c="red.9" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  )
}
