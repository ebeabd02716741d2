// Planning date, Download Template (production_schedule_template.csv) and Upload CSV (.csv only, spec §5).
import { Button, FileButton, Group, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { apiRequest } from '../../lib/api-client'
import { saveFile } from '../../lib/save-file'
import { toast } from '../../lib/toast'
import { SCHEDULE_TEMPLATE_FILE, scheduleTemplate } from './schedule-template'

interface PlanningToolbarProps {
  date: string
  onDate: (date: string) => void
  canPlan: boolean
}

export function PlanningToolbar({ date, onDate, canPlan }: PlanningToolbarProps) {
  const { t } = useTranslation()
  const [uploading, setUploading] = useState(false)

  const upload = async (file: File | null) => {
    if (!file) return
    if (!file.name.toLowerCase().endsWith('.csv')) {
      toast.error(t('planning.toast.uploadFailed'), t('planning.toast.csvOnly'))
      return
    }
    setUploading(true)
    const form = new FormData()
    form.append('file', file)
    try {
      await apiRequest('POST', '/api/production-schedule/upload', form)
      toast.success(t('planning.toast.uploaded'))
    } catch (error) {
      const detail =
        error instanceof Error && 'body' in error
          ? (error as { body: { message?: string } | null }).body?.message
          : undefined
      toast.error(t('planning.toast.uploadFailed'), detail)
    } finally {
      setUploading(false)
    }
  }

  return (
    <Group align="flex-end" wrap="wrap" gap="md">
      <TextInput
        type="date"
        label={t('planning.date')}
        value={date}
        onChange={(e) => e.currentTarget.value && onDate(e.currentTarget.value)}
      />
      <Button variant="default" onClick={() => saveFile(scheduleTemplate(date), SCHEDULE_TEMPLATE_FILE)}>
        {t('planning.template')}
      </Button>
      <FileButton onChange={(f) => void upload(f)} accept=".csv,text/csv" disabled={!canPlan}>
        {(props) => (
          <Button {...props} loading={uploading} disabled={!canPlan}>
            {t('planning.upload')}
          </Button>
        )}
      </FileButton>
    </Group>
  )
}
