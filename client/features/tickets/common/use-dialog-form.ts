// The state every ticket dialog keeps: its fields, the one error line and the saving flag. Closing resets
// the fields so the next opening starts empty; a save closes the dialog only when it reports success.
import { useState } from 'react'

export function useDialogForm<F extends object>(empty: F, onClose: () => void) {
  const [form, setForm] = useState(empty)
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  /** Edits fields; clears the error unless the edit cannot fix it (`keepError`). */
  const set = (patch: Partial<F>, { keepError = false } = {}) => {
    setForm((f) => ({ ...f, ...patch }))
    if (!keepError) setError(null)
  }
  const close = () => {
    setForm(empty)
    setError(null)
    onClose()
  }
  const save = async (send: () => Promise<boolean>) => {
    setSaving(true)
    const done = await send()
    setSaving(false)
    if (done) close()
  }
  return { form, set, error, setError, saving, close, save }
}
