// Pokes across instances on PostgreSQL (decision 146): one dedicated connection per instance LISTENs on a
// channel and NOTIFYs this instance's events on it; PostgreSQL delivers each NOTIFY to every listener,
// this instance included (the hub drops its own change again by seq). The pool is never used for LISTEN:
// a pooled connection goes back to the pool and its subscription with it. A connection can die without a word
// (a dropped network path, a firewall's idle timeout): a periodic round trip on it notices, and the dead client is
// destroyed before a new one connects, so an instance never holds more than one listening connection (decision 183).
import pg from 'pg'
import type { EventBus, EventHub, HubEvent } from './event-hub'

export const EVENTS_CHANNEL = 'lineside_events'
/** The listening connection's name in pg_stat_activity. */
export const EVENTS_APPLICATION_NAME = 'lineside-events'
const RECONNECT_MS = 1_000
/** A round trip on the listening connection this often… */
const LIVENESS_MS = 10_000
/** …that must answer within this, else the connection is taken for dead. */
const LIVENESS_TIMEOUT_MS = 5_000

export interface PgEventBusOptions {
  /** Highest change seq now, to wake listeners after a reconnect (events may have been missed). */
  latestSeq: () => Promise<number>
  /** Timing (tests): the liveness round trip's interval and time limit, the wait before reconnecting. */
  livenessMs?: number
  livenessTimeoutMs?: number
  reconnectMs?: number
}

export class PgEventBus implements EventBus {
  private client: pg.Client | null = null
  private closed = false
  private retry: ReturnType<typeof setTimeout> | null = null
  private liveness: ReturnType<typeof setInterval> | null = null
  private checking = false

  constructor(
    private readonly connectionString: string,
    private readonly hub: EventHub,
    private readonly options: PgEventBusOptions,
  ) {}

  /** Connects and listens; resolves once LISTEN is in place (the first time: a failure throws). */
  async start(): Promise<this> {
    await this.connect()
    this.hub.attach(this)
    this.liveness = setInterval(() => void this.checkLiveness(), this.options.livenessMs ?? LIVENESS_MS)
    this.liveness.unref?.()
    return this
  }

  /** The server process of the listening connection (null while reconnecting): for tests and diagnostics. */
  get backendPid(): number | null {
    return (this.client as (pg.Client & { processID?: number }) | null)?.processID ?? null
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
    if (this.liveness) clearInterval(this.liveness)
    this.hub.attach(null)
    const client = this.client
    this.client = null
    await client?.end().catch(() => {})
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: EVENTS_APPLICATION_NAME,
      keepAlive: true,
    })
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
    try {
      await client.connect()
      await client.query(`listen ${EVENTS_CHANNEL}`)
    } catch (error) {
      // A half-made connection is not kept: end it, or each failed attempt would hold a server process.
      await client.end().catch(() => {})
      throw error
    }
    if (this.closed) {
      await client.end().catch(() => {})
      return
    }
    this.client = client
  }

  /** One round trip on the listening connection; no answer in time means it is dead. */
  private async checkLiveness(): Promise<void> {
    const client = this.client
    if (!client || this.checking) return
    this.checking = true
    let timer: ReturnType<typeof setTimeout> | undefined
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error('no answer to the liveness check')),
          this.options.livenessTimeoutMs ?? LIVENESS_TIMEOUT_MS,
        )
      })
      await Promise.race([client.query('select 1'), timeout])
    } catch (error) {
      if (this.client === client)
        console.error('event bus: connection dead', error instanceof Error ? error.message : error)
      this.lost(client)
    } finally {
      clearTimeout(timer)
      this.checking = false
    }
  }

  /** Drops a client that failed (error, end, or silence): its socket is destroyed, then a new one connects. */
  private lost(client: pg.Client): void {
    // end() with a query still waiting destroys the socket at once rather than waiting for a goodbye.
    client.end().catch(() => {})
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
        .then(async () => {
          if (!this.closed) this.hub.resync(await this.options.latestSeq())
        })
        .catch((error: unknown) => {
          console.error('event bus: reconnect failed', error instanceof Error ? error.message : error)
          this.scheduleReconnect()
        })
    }, this.options.reconnectMs ?? RECONNECT_MS)
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
