// A local stand-in for Microsoft's token endpoint, Graph and the Dataverse Web API, for connector tests:
// real HTTP on 127.0.0.1, paged answers with @odata.nextLink, one 429 with Retry-After, and a token that
// it declares expired part-way through.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ProtocolLog {
  tokens: { scope: string; clientId: string }[]
  requests: { path: string; auth: string | undefined; prefer: string | undefined }[]
  throttled: number
  expired: number
}

export interface ProtocolServerOptions {
  products: Record<string, unknown>[]
  pageSize?: number
  clientSecret?: string
}

export async function startMsProtocolServer(options: ProtocolServerOptions) {
  const pageSize = options.pageSize ?? 3
  const secret = options.clientSecret ?? 'secret'
  const log: ProtocolLog = { tokens: [], requests: [], throttled: 0, expired: 0 }
  let issued = 0
  let expiredToken: string | null = null
  let throttledOnce = false

  function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers })
    res.end(JSON.stringify(body))
  }

  async function token(req: IncomingMessage, res: ServerResponse) {
    let raw = ''
    for await (const chunk of req) raw += chunk
    const form = new URLSearchParams(raw)
    if (form.get('grant_type') !== 'client_credentials' || form.get('client_secret') !== secret) {
      return json(res, 401, {
        error: 'invalid_client',
        error_description: 'AADSTS7000215: Invalid client secret provided.',
      })
    }
    log.tokens.push({ scope: form.get('scope') ?? '', clientId: form.get('client_id') ?? '' })
    issued++
    json(res, 200, { token_type: 'Bearer', expires_in: 3599, access_token: `token-${issued}` })
  }

  /** Pages of `items` as OData: ?page=N, nextLink absolute. */
  function paged(res: ServerResponse, url: URL, items: unknown[]) {
    const page = Number(url.searchParams.get('page') ?? 1)
    const slice = items.slice((page - 1) * pageSize, page * pageSize)
    const next = new URL(url)
    next.searchParams.set('page', String(page + 1))
    json(res, 200, { value: slice, ...(page * pageSize < items.length ? { '@odata.nextLink': next.toString() } : {}) })
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`)
    if (req.method === 'POST' && url.pathname.endsWith('/oauth2/v2.0/token')) return void token(req, res)
    const auth = req.headers.authorization
    log.requests.push({ path: url.pathname + url.search, auth, prefer: String(req.headers.prefer ?? '') || undefined })
    if (!auth?.startsWith('Bearer token-'))
      return json(res, 401, { error: { code: 'InvalidAuthenticationToken', message: 'Access token is empty.' } })
    if (auth === `Bearer ${expiredToken}`) {
      log.expired++
      return json(res, 401, {
        error: { code: 'InvalidAuthenticationToken', message: 'Lifetime validation failed, the token is expired.' },
      })
    }
    // The second page is throttled once, and the token in use then "expires" for the rest of the run.
    if (url.searchParams.get('page') === '2' && !throttledOnce) {
      throttledOnce = true
      log.throttled++
      expiredToken = auth.slice('Bearer '.length)
      return json(res, 429, { error: { code: 'TooManyRequests', message: 'Slow down' } }, { 'Retry-After': '1' })
    }
    const p = url.pathname
    if (p === '/v1.0/sites/contoso.sharepoint.com:/sites/Factory')
      return json(res, 200, { id: 'contoso.sharepoint.com,site-guid,web-guid' })
    if (
      p === '/v1.0/sites/contoso.sharepoint.com%2Csite-guid%2Cweb-guid/lists' ||
      p === '/v1.0/sites/contoso.sharepoint.com,site-guid,web-guid/lists'
    ) {
      return json(res, 200, {
        value: [
          { id: 'list-guid', name: 'Products', displayName: 'Products', description: 'Product master' },
          { id: 'docs', displayName: 'Documents' },
        ],
      })
    }
    if (p.endsWith('/lists/list-guid/items')) {
      if (url.searchParams.get('$expand') !== 'fields') return json(res, 400, { error: { message: 'expand fields' } })
      return paged(
        res,
        url,
        options.products.map((fields, i) => ({ id: String(i + 1), fields: { Title: fields.Name, ...fields } })),
      )
    }
    if (p === '/dv/api/data/v9.2/')
      return json(res, 200, {
        '@odata.context': 'x',
        value: [
          { name: 'cr123_products', kind: 'EntitySet', url: 'cr123_products' },
          { name: 'accounts', kind: 'EntitySet', url: 'accounts' },
        ],
      })
    if (p === '/dv/api/data/v9.2/cr123_products') {
      const rows = options.products.map((f, i) => ({
        '@odata.etag': `W/"${i}"`,
        cr123_productid: `guid-${i}`,
        ...Object.fromEntries(Object.entries(f).map(([k, v]) => [`cr123_${k.replace(/\s+/g, '').toLowerCase()}`, v])),
      }))
      return paged(res, url, rows)
    }
    json(res, 404, { error: { code: 'itemNotFound', message: `No route ${p}` } })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    log,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
