// "Meter reading" on the line tablet (issue 28 §1: readings are entered on the tablet or the phone): opens a small
// dialog, loaded when first pressed, that queues the reading through the outbox, offline too (decision 235).
import { Button } from '@mantine/core'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'

const MeterReadingDialog = lazy(() => import('./meter-reading-dialog').then((m) => ({ default: m.MeterReadingDialog })))

export function MeterReadingButton({ lineId }: { lineId: number }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)}>
        {t('pmDue.meter.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <MeterReadingDialog lineId={lineId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
