// The Import Machines dialog (spec §2): template, CSV picker with preview, progress, results, format note.
import { Alert, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormOpen } from '../../lib/open-forms'
import { useSyncState } from '../../sync/use-sync'
import { downloadImportTemplate } from './import-template'
import { ImportPreviewTable } from './import-preview-table'
import { ImportResultsPanel } from './import-results-panel'
import { useMachineImport } from './use-machine-import'
import { IMPORT_MAX_ROWS } from '../../../shared/constants'

/** Spec §9: the dialog's state clears this long after it closes (after the closing animation). */
export const IMPORT_RESET_DELAY_MS = 300

interface ImportMachinesDialogProps {
  opened: boolean
  lineId: number
  lineName: string
  onClose: () => void
  /** Called after a successful import, so the new machines reach the cache. */
  onImported: () => void
}

export function ImportMachinesDialog({ opened, lineId, lineName, onClose, onImported }: ImportMachinesDialogProps) {
  const { t } = useTranslation()
  const inputId = useId()
  const sync = useSyncState()
  const { state, inputKey, choose, runImport, reset } = useMachineImport(lineId, onImported)
  useFormOpen(opened)
  const offline = state.networkFailed || !sync.online || sync.phase === 'offline'

  const cancel = () => {
    onClose()
    setTimeout(reset, IMPORT_RESET_DELAY_MS)
  }

  return (
    <Modal
      opened={opened}
      onClose={cancel}
      title={t('machineImport.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('machineImport.lineNote', { line: lineName })}</Text>
        <Text size="sm" fw={600}>
          {t('machineImport.limit', { max: IMPORT_MAX_ROWS })}
        </Text>
        <Group>
          <Button variant="default" onClick={downloadImportTemplate}>
            {t('machineImport.template')}
          </Button>
        </Group>
        <Stack gap={4}>
          <Text component="label" htmlFor={inputId} size="sm" fw={600}>
            {t('machineImport.file')}
          </Text>
          <input
            key={inputKey}
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => void choose(e.currentTarget.files?.[0] ?? null)}
          />
        </Stack>
        {offline && (
          <Alert color="orange" title={t('machineImport.offlineTitle')} role="alert">
            {t('machineImport.offline')}
          </Alert>
        )}
        {state.preview && <ImportPreviewTable preview={state.preview} />}
        {state.progress > 0 && (
          <Progress
            value={state.progress}
            aria-label={t('machineImport.progress')}
            size="lg"
            animated={state.importing}
          />
        )}
        {state.result && <ImportResultsPanel result={state.result} />}
        {/* A standing note, not an alert: screen readers should not announce it on opening. */}
        <Alert color="blue" variant="light" title={t('machineImport.formatTitle')} role="note">
          {t('machineImport.formatNote')}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={cancel}>
            {t('machineImport.cancel')}
          </Button>
          <Button onClick={() => void runImport()} disabled={!state.file || state.importing}>
            {t('machineImport.import')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
