// Timing marks along the sync path, for `npm run bench:propagation`. Off unless the page has defined
// `window.__linesideTrace` (an array; the benchmark does it before the app loads): then each mark appends its
// name and wall-clock time in ms, comparable across pages and with the server's marks on the same machine.
export interface TraceMark {
  name: string
  at: number
}

export function traceMark(name: string): void {
  const marks = (globalThis as { __linesideTrace?: TraceMark[] }).__linesideTrace
  if (marks) marks.push({ name, at: performance.timeOrigin + performance.now() })
}
