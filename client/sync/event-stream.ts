// Listens to /api/events over fetch (EventSource cannot send the bearer header) and reports each poke.
import type { FetchLike } from './sync-api'
import { traceMark } from './sync-trace'

export interface EventStreamHandlers {
  onOpen(): void
  onChange(seq: number): void
  onClose(error?: unknown): void
}

/** Reads one SSE connection until it ends or the signal aborts. */
export async function readEventStream(fetchFn: FetchLike, token: string, signal: AbortSignal, handlers: EventStreamHandlers): Promise<void> {
  try {
    const res = await fetchFn('/api/events', { headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` }, signal, credentials: 'include' })
    if (!res.ok || !res.body) throw new Error(`events answered ${res.status}`)
    handlers.onOpen()
    const reader = res.body.getReader()
    const decoder = new TextDecoder()
    let buffer = ''
    for (;;) {
      const { value, done } = await reader.read()
      if (done) break
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
    handlers.onClose()
  } catch (error) {
    handlers.onClose(signal.aborted ? undefined : error)
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
