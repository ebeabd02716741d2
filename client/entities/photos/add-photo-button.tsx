// "Add Photo" on a ticket: checks the file (image, ≤ 5 MB) and keeps it on the device until it uploads.
import { Button, FileButton } from '@mantine/core'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../../lib/toast'
import { vibrateSuccess } from '../../lib/vibrate'
import { PhotoRejectedError, queuePhoto } from './queue-photo'

interface AddPhotoButtonProps {
  ticketId: string
  /** Names the ticket for screen readers ("Add photo to TKT-000123"). */
  ticketLabel: string
}

export function AddPhotoButton({ ticketId, ticketLabel }: AddPhotoButtonProps) {
  const { t } = useTranslation()
  const reset = useRef<() => void>(null)
  const add = async (file: File | null) => {
    if (!file) return
    try {
      await queuePhoto(ticketId, file)
      toast.success(t('photos.toast.success'), t('photos.toast.saved'))
      vibrateSuccess()
    } catch (error) {
      const message =
        error instanceof PhotoRejectedError
          ? t(`photos.problem.${error.problem}`)
          : t('photos.toast.uploadFailedDefault')
      if (!(error instanceof PhotoRejectedError)) console.warn('Keeping the photo failed', error)
      toast.error(t('photos.toast.uploadFailed'), message)
    } finally {
      reset.current?.()
    }
  }
  return (
    <FileButton
      onChange={(file) => void add(file)}
      accept="image/*"
      resetRef={reset}
      inputProps={{ 'aria-label': t('photos.addFor', { ticket: ticketLabel }) }}
    >
      {(props) => (
        <Button {...props} size="xs" variant="default" aria-label={t('photos.addFor', { ticket: ticketLabel })}>
          {t('photos.add')}
        </Button>
      )}
    </FileButton>
  )
}
