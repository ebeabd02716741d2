// Saves bytes or text as a download through a temporary object URL and a clicked anchor.
export function saveFile(content: Blob | string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const blob = typeof content === 'string' ? new Blob([content], { type }) : content
  const url = URL.createObjectURL(blob)
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = fileName
  document.body.appendChild(anchor)
  anchor.click()
  anchor.remove()
  // Revoked a moment later: some browsers read the URL after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
