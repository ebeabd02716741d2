// The request's site as middleware sees it (server/http/site.ts sets it for every request).
export interface RequestSite {
  proto: 'http' | 'https'
  /** host[:port] as the browser addressed it. */
  host: string
  /** proto://host, what a same-origin browser sends as Origin. */
  origin: string
  /** The client's address (the proxy's view of it when trusted). */
  ip: string
}

export type SiteEnv = { Variables: { site: RequestSite } }
