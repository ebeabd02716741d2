// Runs the photo uploader while a screen that offers photos is open, and tells the user how uploads went.
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../../lib/toast'
import { onPhotoUpload, startPhotoUploader } from './photo-uploader'

export function usePhotoUploader(): void {
  const { t } = useTranslation()
  useEffect(() => startPhotoUploader(), [])
  useEffect(
    () =>
      onPhotoUpload((event) => {
        if (event.kind === 'uploaded')
          toast.success(t('photos.toast.success'), t('photos.toast.uploaded', { name: event.photo.filename }))
        else toast.error(t('photos.toast.uploadFailed'), event.message ?? t('photos.toast.uploadFailedDefault'))
      }),
    [t],
  )
}
