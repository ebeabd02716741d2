// Listens to /api/events over fetch (EventSource cannot send the bearer header) and reports each poke. A stream
// that goes silent past two of the server's 15 s heartbeats is dead (a socket the network dropped without a
// word): it is closed, so the indicator never says "Live" over it, and the engine reconnects.
import type { FetchLike } from './sync-api'
import { traceMark } from './sync-trace'

export interface EventStreamHandlers {
  onOpen(): void
  onChange(seq: number): void
  onClose(error?: unknown): void
}

/** Longer than two heartbeats (15 s each) and a slow network's delay. */
export const EVENTS_SILENT_MS = 35_000

/** Reads one SSE connection until it ends, the signal aborts, or it is silent for `silentMs`. */
export async function readEventStream(
  fetchFn: FetchLike,
  token: string,
  signal: AbortSignal,
  silentMs: number,
  handlers: EventStreamHandlers,
): Promise<void> {
  const connection = new AbortController()
  const abort = () => connection.abort()
  signal.addEventListener('abort', abort)
  let watchdog: ReturnType<typeof setTimeout> | undefined
  const heard = () => {
    clearTimeout(watchdog)
    watchdog = setTimeout(() => connection.abort(new Error('event stream silent')), silentMs)
  }
  try {
    heard()
    const res = await fetchFn('/api/events', {
      headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
      signal: connection.signal,
      credentials: 'include',
    })
    if (!res.ok || !res.body) throw new Error(`events answered ${res.status}`)
    handlers.onOpen()
    const reader = res.body.getReader()
    const stop = () => void reader.cancel().catch(() => undefined)
    connection.signal.addEventListener('abort', stop)
    const decoder = new TextDecoder()
    let buffer = ''
    for (;;) {
      const { value, done } = await reader.read()
      if (done) break
      heard()
      buffer += decoder.decode(value, { stream: true })
      let end: number
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const event = parseBlock(block)
        if (event?.event === 'change') {
          traceMark('poke.received')
          handlers.onChange(event.seq)
        }
      }
    }
    if (connection.signal.aborted && !signal.aborted) throw connection.signal.reason
    handlers.onClose()
  } catch (error) {
    handlers.onClose(signal.aborted ? undefined : error)
  } finally {
    clearTimeout(watchdog)
    signal.removeEventListener('abort', abort)
  }
}

function parseBlock(block: string): { event: string; seq: number } | null {
  let event = 'message'
  let id = ''
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue
    if (line.startsWith('event:')) event = line.slice(6).trim()
    else if (line.startsWith('id:')) id = line.slice(3).trim()
  }
  return id ? { event, seq: Number(id) } : null
}
