// The i18n key naming an outbox entry's kind ("Line status change", "New ticket", …).
export function mutationLabelKey(name: string): string {
  return `sync.mutation.${name.replace('.', '_')}`
}

/** The args a person may edit before resending: top-level texts, not ids. */
export function editableFields(args: unknown): string[] {
  if (!args || typeof args !== 'object') return []
  return Object.entries(args)
    .filter(([key, value]) => typeof value === 'string' && !/id$/i.test(key) && key !== 'at')
    .map(([key]) => key)
}
