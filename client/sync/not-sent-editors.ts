// Which dialog fixes a refused change (issue 17 §4): the app layer registers, per mutation name, the real
// form the user first used (Create Ticket, Add Notes, Reject…), so the Not sent list can open it prefilled
// without the sync layer importing any feature (features must not import each other).
import { createElement, type ComponentType, type ReactElement } from 'react'

export interface NotSentEditorProps {
  /** The refused change's arguments, as they were queued: the dialog prefills from them. */
  args: Record<string, unknown>
  /**
   * Saves the fixed change (the dialog has already checked it with the shared schema): a new outbox entry
   * replaces the refused one. Resolves true when it was queued, so the dialog closes.
   */
  onSave: (args: Record<string, unknown>) => Promise<boolean>
  onClose: () => void
}

export type NotSentEditor = ComponentType<NotSentEditorProps>

const editors = new Map<string, NotSentEditor>()

/** Called once by the app (client/app/not-sent-editors.ts) with lazy components from the features. */
export function registerNotSentEditors(map: Record<string, NotSentEditor>): void {
  for (const [name, editor] of Object.entries(map)) editors.set(name, editor)
}

export function hasNotSentEditor(name: string): boolean {
  return editors.has(name)
}

/** The registered dialog for the change, opened with its args; null when none is registered. */
export function renderNotSentEditor(name: string, props: NotSentEditorProps): ReactElement | null {
  const editor = editors.get(name)
  return editor ? createElement(editor, props) : null
}
