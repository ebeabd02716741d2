// A checklist item's words: its own label (a line's checklist) or the default item's text. Apart from the form
// field, so the /hygiene list of records does not load the form's controls and the photo queue.
export function itemText(t: (k: string) => string, item: { key: string; label: string | null }): string {
  return item.label ?? t(`hygiene.form.item.${item.key}`)
}
