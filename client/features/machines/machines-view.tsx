// One line's machines (spec §2): status counts, machine cards with their actions, the dialogs, the empty state.
import { SimpleGrid, Stack, Text } from '@mantine/core'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ShowMoreButton } from '../../components/show-more-button'
import { useShowMore } from '../../lib/use-show-more'
import type { MachineStatus } from '../../../shared/constants'
import type { Machine, ProductionLine } from '../../../shared/types'
import { MachineCard } from './machine-card'
import { upperStatus } from './machine-labels'
import { MachineStatusCounts } from './machine-status-counts'
import { MachinesEmptyState } from './machines-empty-state'
import { MachinesViewHeader } from './machines-view-header'
import { useLineMachines } from './use-engineering-data'
import { useMachineActions } from './use-machine-actions'
import { useOpenedOnce } from '../../lib/use-opened-once'

// The dialogs (the modal, a combobox, the CSV parser) load when first opened: they stay out of the screen's first bundle.
const MachineFormDialog = lazy(() => import('./machine-form-dialog').then((m) => ({ default: m.MachineFormDialog })))
const ImportMachinesDialog = lazy(() =>
  import('./import-machines-dialog').then((m) => ({ default: m.ImportMachinesDialog })),
)
const ConfirmDialog = lazy(() => import('./confirm-dialog').then((m) => ({ default: m.ConfirmDialog })))

interface MachinesViewProps {
  line: ProductionLine
  focusMachineId: string | null
  canEdit: boolean
  onBack: () => void
  onImported: () => void
}

/** Dialogs keep their subject while closing, so the text does not vanish during the closing animation. */
interface Ask<T> {
  opened: boolean
  subject: T | null
}
const closed = <T,>(ask: Ask<T>): Ask<T> => ({ ...ask, opened: false })

export function MachinesView({ line, focusMachineId, canEdit, onBack, onImported }: MachinesViewProps) {
  const { t } = useTranslation()
  const machines = useLineMachines(line.id)
  const { changeStatus, remove } = useMachineActions()
  const [form, setForm] = useState<Ask<{ machine?: Machine }>>({ opened: false, subject: null })
  const [importOpen, setImportOpen] = useState(false)
  const formLoaded = useOpenedOnce(form.opened)
  const importLoaded = useOpenedOnce(importOpen)
  const [statusAsk, setStatusAsk] = useState<Ask<{ machine: Machine; status: MachineStatus }>>({
    opened: false,
    subject: null,
  })
  const [deleteAsk, setDeleteAsk] = useState<Ask<Machine>>({ opened: false, subject: null })
  const statusLoaded = useOpenedOnce(statusAsk.opened)
  const deleteLoaded = useOpenedOnce(deleteAsk.opened)
  const openAdd = () => setForm({ opened: true, subject: {} })
  // A page at a time (issue 17 §7): 10,000 imported machines must not freeze the line view.
  const { shown, hidden, showMore } = useShowMore(machines ?? [])
  const focused = focusMachineId ? machines?.find((m) => m.id === focusMachineId) : undefined
  const shownMachines = focused && !shown.includes(focused) ? [focused, ...shown] : shown

  return (
    <Stack gap="lg">
      <MachinesViewHeader
        lineName={line.name}
        canEdit={canEdit}
        onBack={onBack}
        onAdd={openAdd}
        onImport={() => setImportOpen(true)}
      />
      <MachineStatusCounts machines={machines ?? []} />
      {!machines && <Text c="gray.7">{t('app.loading')}</Text>}
      {machines?.length === 0 && <MachinesEmptyState canEdit={canEdit} onAdd={openAdd} />}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {shownMachines.map((machine) => (
          <MachineCard
            key={machine.id}
            machine={machine}
            canEdit={canEdit}
            focused={machine.id === focusMachineId}
            onStatus={(status) => setStatusAsk({ opened: true, subject: { machine, status } })}
            onEdit={() => setForm({ opened: true, subject: { machine } })}
            onDelete={() => setDeleteAsk({ opened: true, subject: machine })}
          />
        ))}
      </SimpleGrid>
      <ShowMoreButton hidden={hidden} onClick={showMore} />

      <Suspense fallback={null}>
        {formLoaded && (
          <MachineFormDialog
            opened={form.opened}
            lineId={line.id}
            lineName={line.name}
            machine={form.subject?.machine}
            onClose={() => setForm(closed)}
          />
        )}
        {importLoaded && (
          <ImportMachinesDialog
            opened={importOpen}
            lineId={line.id}
            lineName={line.name}
            onClose={() => setImportOpen(false)}
            onImported={onImported}
          />
        )}
        {statusLoaded && (
          <ConfirmDialog
            opened={statusAsk.opened}
            title={t('machines.confirmStatus.title')}
            message={
              statusAsk.subject
                ? t('machines.confirmStatus.message', {
                    name: statusAsk.subject.machine.name,
                    status: upperStatus(t, statusAsk.subject.status),
                  })
                : ''
            }
            confirmLabel={t('machines.confirmStatus.confirm')}
            onConfirm={() =>
              statusAsk.subject && void changeStatus(statusAsk.subject.machine, statusAsk.subject.status)
            }
            onClose={() => setStatusAsk(closed)}
          />
        )}
        {deleteLoaded && (
          <ConfirmDialog
            opened={deleteAsk.opened}
            title={t('machines.confirmDelete.title')}
            message={t('machines.confirmDelete.message')}
            confirmLabel={t('machines.confirmDelete.confirm')}
            danger
            onConfirm={() => deleteAsk.subject && void remove(deleteAsk.subject)}
            onClose={() => setDeleteAsk(closed)}
          />
        )}
      </Suspense>
    </Stack>
  )
}
