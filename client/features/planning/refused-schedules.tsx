// Schedule entries the server refused (issue 31 §2), shown on the planning screen itself with the Not sent
// list's own item: why in the user's language, Edit (the schedule editor), Resend and Discard. The list's code
// loads when there is something to show (docs/decisions/240).
import { useLiveQuery } from 'dexie-react-hooks'
import { lazy, Suspense } from 'react'
import { db } from '../../data/db'

const RefusedSchedulesList = lazy(() =>
  import('./refused-schedules-list').then((m) => ({ default: m.RefusedSchedulesList })),
)

export function RefusedSchedules() {
  const refused = useLiveQuery(() => db.rejected.filter((e) => e.name === 'schedule.saveEntries').toArray(), [], [])
  if (refused.length === 0) return null
  return (
    <Suspense fallback={null}>
      <RefusedSchedulesList refused={refused} />
    </Suspense>
  )
}
