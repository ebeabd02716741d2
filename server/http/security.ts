// Secure headers (CSP with no inline or eval script), same-origin only, and body size limits per route.
import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { secureHeaders } from 'hono/secure-headers'
import { CSV_MAX_BYTES, IMAGE_MAX_BYTES, JSON_MAX_BYTES } from '../../shared/constants'
import type { SiteEnv } from './site-env'
import { AppError } from './errors'

export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Mantine writes its CSS variables into style tags at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    permissionsPolicy: { camera: ['self'], microphone: [], geolocation: [] },
    crossOriginEmbedderPolicy: false,
    // Sent by siteContext, and only over HTTPS.
    strictTransportSecurity: false,
  })

/**
 * The API is same-origin only: a browser request from another site is refused. Tools without an Origin
 * header (curl, the benchmark) pass; they still need a bearer token, which a browser never sends by itself.
 */
export const sameOriginOnly = (): MiddlewareHandler<SiteEnv> => async (c, next) => {
  const origin = c.req.header('origin')
  const fetchSite = c.req.header('sec-fetch-site')
  // Behind a trusted proxy the page's origin is the proxy's (https://host), not this socket's.
  const expected = c.var.site?.origin ?? new URL(c.req.url).origin
  if (fetchSite === 'cross-site' || (origin !== undefined && origin.toLowerCase() !== expected)) {
    throw new AppError('forbidden', 'Cross-origin requests are not allowed')
  }
  await next()
}

const BASE64_OVERHEAD = 4 / 3
const MARGIN = 64 * 1024

function limitFor(path: string): number {
  if (path.endsWith('/upload-image')) return Math.ceil(IMAGE_MAX_BYTES * BASE64_OVERHEAD) + MARGIN
  if (path.endsWith('/import') || path.includes('/upload')) return CSV_MAX_BYTES + MARGIN
  if (path === '/api/sync/push') return 4 * JSON_MAX_BYTES
  return JSON_MAX_BYTES
}

/**
 * A declared Content-Length is checked from the header alone (Node's parser never reads past it), so the body
 * stays unread for the route's own fast read; Hono's bodyLimit, which opens the body as a web stream, counts
 * only chunked bodies. That stream cost more than a small route's whole work.
 */
export const bodyLimits = (): MiddlewareHandler => async (c, next) => {
  const maxSize = limitFor(c.req.path)
  const tooLarge = () => {
    throw new AppError('payload_too_large', `Request body is larger than ${Math.round(maxSize / 1024)} KB`)
  }
  const declared = c.req.header('content-length')
  if (declared !== undefined && c.req.header('transfer-encoding') === undefined) {
    if (Number(declared) > maxSize) tooLarge()
    return next()
  }
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
  return bodyLimit({ maxSize, onError: tooLarge })(c, next)
}

/**
 * A header for the answer a route already made. Hono's c.header() would copy that answer into a new Response
 * through its body stream, and the server then pipes the stream instead of writing the text at once: on a
 * push that cost more than all the middleware together. The headers of the answer are set in place instead.
 */
export function setAnswerHeader(c: Context, name: string, value: string): void {
  c.res.headers.set(name, value)
}

/** API answers are per user and change every second: no browser or proxy cache keeps them. */
export const noStore = (): MiddlewareHandler => async (c, next) => {
  await next()
  setAnswerHeader(c, 'Cache-Control', 'no-store')
}
