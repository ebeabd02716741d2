// Secure headers (CSP with no inline or eval script), same-origin only, and body size limits per route.
import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { secureHeaders } from 'hono/secure-headers'
import { CSV_MAX_BYTES, IMAGE_MAX_BYTES, JSON_MAX_BYTES } from '../../shared/constants'
import type { AppEnv } from '../context'
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
export const sameOriginOnly = (): MiddlewareHandler<AppEnv> => async (c, next) => {
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

export const bodyLimits = (): MiddlewareHandler => async (c, next) => {
  const maxSize = limitFor(c.req.path)
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError('payload_too_large', `Request body is larger than ${Math.round(maxSize / 1024)} KB`)
    },
  })(c, next)
}

/** API answers are per user and change every second: no browser or proxy cache keeps them. */
export const noStore = (): MiddlewareHandler => async (c, next) => {
  await next()
  c.header('Cache-Control', 'no-store')
}
