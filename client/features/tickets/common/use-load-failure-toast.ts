// Spec §8's "Failed to load tickets" / "Failed to fetch tickets": in an offline-first app this only happens
// when the device's own cache cannot be read, so it is shown once per failure, never for being offline.
import { useEffect } from 'react'
import { toast } from '../../../lib/toast'

export function useLoadFailureToast(error: unknown, title: string, message: string): void {
  useEffect(() => {
    if (error) toast.error(title, message)
  }, [error, title, message])
}
