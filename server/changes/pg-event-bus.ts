// Pokes across instances on PostgreSQL (decision 146): one dedicated connection per instance LISTENs on a
// channel and NOTIFYs this instance's events on it; PostgreSQL delivers each NOTIFY to every listener,
// this instance included (the hub drops its own change again by seq). The pool is never used for LISTEN:
// a pooled connection goes back to the pool and its subscription with it.
import pg from 'pg'
import type { EventBus, EventHub, HubEvent } from './event-hub'

export const EVENTS_CHANNEL = 'lineside_events'
const RECONNECT_MS = 1_000

export interface PgEventBusOptions {
  /** Highest change seq now, to wake listeners after a reconnect (events may have been missed). */
  latestSeq: () => Promise<number>
}

export class PgEventBus implements EventBus {
  private client: pg.Client | null = null
  private closed = false
  private retry: ReturnType<typeof setTimeout> | null = null

  constructor(
    private readonly connectionString: string,
    private readonly hub: EventHub,
    private readonly options: PgEventBusOptions,
  ) {}

  /** Connects and listens; resolves once LISTEN is in place (the first time: a failure throws). */
  async start(): Promise<this> {
    await this.connect()
    this.hub.attach(this)
    return this
  }

  publish(event: HubEvent): void {
    const client = this.client
    if (!client) return // Reconnecting: the others resync when this instance's next event goes out.
    client.query('select pg_notify($1, $2)', [EVENTS_CHANNEL, JSON.stringify(event)]).catch((error: unknown) => {
      console.error('event bus: notify failed', error)
    })
  }

  async close(): Promise<void> {
    this.closed = true
    if (this.retry) clearTimeout(this.retry)
    this.hub.attach(null)
    const client = this.client
    this.client = null
    await client?.end().catch(() => {})
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString })
    client.on('notification', (msg) => {
      if (msg.channel !== EVENTS_CHANNEL || !msg.payload) return
      const event = parseEvent(msg.payload)
      if (event) this.hub.receive(event)
    })
    client.on('error', (error) => {
      console.error('event bus: connection lost', error.message)
      this.lost(client)
    })
    client.on('end', () => this.lost(client))
    await client.connect()
    await client.query(`listen ${EVENTS_CHANNEL}`)
    this.client = client
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return
    this.client = null
    if (this.closed) return
    this.scheduleReconnect()
  }

  private scheduleReconnect(): void {
    if (this.retry || this.closed) return
    this.retry = setTimeout(() => {
      this.retry = null
      this.connect()
        .then(async () => this.hub.resync(await this.options.latestSeq()))
        .catch((error: unknown) => {
          console.error('event bus: reconnect failed', error instanceof Error ? error.message : error)
          this.scheduleReconnect()
        })
    }, RECONNECT_MS)
    this.retry.unref?.()
  }
}

function parseEvent(payload: string): HubEvent | null {
  try {
    const e = JSON.parse(payload) as HubEvent
    if (e.type === 'change' && Number.isInteger(e.seq)) return e
    if (e.type === 'session-end' && typeof e.sessionId === 'string') return e
  } catch {
    // not ours
  }
  return null
}
