// The leader's one live stream of pokes (/api/events): opened for the signed-in session, replaced when another
// session signs in, reopened with backoff when it drops, closed on sign-out and stop. Reading it is event-stream.ts.
import { backoffDelay } from './backoff'
import { readEventStream } from './event-stream'
import type { FetchLike } from './sync-api'

export interface LiveEventsHandlers {
  onOpen(): void
  onChange(seq: number): void
  /** The stream dropped; `reopen` is called after a backoff unless it was closed on purpose. */
  onLost(): void
  reopen(): void
}

export class LiveEvents {
  private controller: AbortController | null = null
  private token: string | null = null
  private attempt = 0

  constructor(
    private readonly fetchFn: FetchLike,
    private readonly silentMs: number,
    private readonly handlers: LiveEventsHandlers,
  ) {}

  /** Listens for `token`'s session; a stream already open for it stays. */
  connect(token: string): void {
    if (this.controller && this.token === token) return
    this.controller?.abort()
    const controller = new AbortController()
    this.controller = controller
    this.token = token
    void readEventStream(this.fetchFn, token, controller.signal, this.silentMs, {
      onOpen: () => {
        this.attempt = 0
        this.handlers.onOpen()
      },
      onChange: (seq) => this.handlers.onChange(seq),
      onClose: () => {
        if (this.controller !== controller) return
        this.controller = null
        this.handlers.onLost()
        if (controller.signal.aborted) return
        setTimeout(() => this.handlers.reopen(), backoffDelay(this.attempt++))
      },
    })
  }

  close(): void {
    this.controller?.abort()
    this.controller = null
  }
}
