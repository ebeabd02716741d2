// Logout that never drops unsent work (issue 17 §9, DESIGN.md §2): with changes still on the device it
// says how many and of what, offers Send now when online, and logging out keeps them for the next sign-in.
import { Button } from '@mantine/core'
import { lazy, Suspense, useState } from 'react'
import { db } from '../../data/db'
import { useOnline } from '../../lib/use-online'
import { syncEngine } from '../../sync/sync-runtime'
import { summariseUnsent } from './unsent-summary'
import type { Unsent } from './unsent-logout-dialog'

const loadDialog = () => import('./unsent-logout-dialog')
const UnsentLogoutDialog = lazy(() => loadDialog().then((m) => ({ default: m.UnsentLogoutDialog })))

async function readUnsent(): Promise<Unsent> {
  const [waiting, refusedCount] = await Promise.all([db.outbox.toArray(), db.rejected.count()])
  return { waiting: summariseUnsent(waiting), waitingCount: waiting.length, refusedCount }
}

export function LogoutButton({ label, onLogout }: { label: string; onLogout: () => void }) {
  const online = useOnline()
  const [unsent, setUnsent] = useState<Unsent | null>(null)
  const [sending, setSending] = useState(false)

  const start = async () => {
    const found = await readUnsent()
    if (found.waitingCount === 0 && found.refusedCount === 0) return onLogout()
    await loadDialog()
    setUnsent(found)
  }
  const sendNow = async () => {
    setSending(true)
    await syncEngine.drain()
    const left = await readUnsent()
    setSending(false)
    if (left.waitingCount === 0 && left.refusedCount === 0) {
      setUnsent(null)
      onLogout()
    } else {
      setUnsent(left)
    }
  }

  return (
    <>
      <Button variant="default" onClick={() => void start()}>
        {label}
      </Button>
      {unsent && (
        <Suspense fallback={null}>
          <UnsentLogoutDialog
            unsent={unsent}
            online={online}
            sending={sending}
            onCancel={() => setUnsent(null)}
            onLogout={onLogout}
            onSendNow={() => void sendNow()}
          />
        </Suspense>
      )}
    </>
  )
}
