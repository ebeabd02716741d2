// Bounds a request body's JSON nesting before any route parses or walks it (DESIGN.md §2: no input makes a 500).
// The body size is already bounded by bodyLimits; this scan is one pass without recursion, so a body nested
// ten thousand levels deep costs a loop, not a stack. Bodies that are not JSON pass through untouched (the
// route's schema answers for them).
import type { MiddlewareHandler } from 'hono'
import { badRequest } from './errors'

/** Deepest nesting of objects and arrays a body may have; real bodies (a push batch) need about 6. */
export const MAX_JSON_DEPTH = 32

/** The deepest nesting in a JSON text, counting brackets outside strings. Stops early once past `limit`. */
export function jsonDepth(text: string, limit = Infinity): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    if (inString) {
      if (ch === 0x5c /* \ */) i++
      else if (ch === 0x22 /* " */) inString = false
    } else if (ch === 0x22) inString = true
    else if (ch === 0x7b /* { */ || ch === 0x5b /* [ */) {
      depth++
      if (depth > deepest) {
        deepest = depth
        if (deepest > limit) return deepest
      }
    } else if (ch === 0x7d /* } */ || ch === 0x5d /* ] */) depth--
  }
  return deepest
}

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS'])
const decoder = new TextDecoder()

/** True when the text, after leading white space, opens an object or array (what JSON.parse would nest). */
function opensJson(text: string): boolean {
  const first = text.trimStart().charCodeAt(0)
  return first === 0x7b || first === 0x5b
}

/**
 * Every body is checked whatever its Content-Type says, because routes parse JSON without asking for one.
 * The bytes are read once and kept by Hono, so the route's c.req.json(), text() or formData() (CSV uploads,
 * binary-safe) read the same bytes afterwards; a JSON body's decoded text is kept too, for c.req.json(). A multipart or CSV body does not open with { or [ and passes.
 */
export const jsonDepthLimit =
  (maxDepth = MAX_JSON_DEPTH): MiddlewareHandler =>
  async (c, next) => {
    if (!BODYLESS.has(c.req.method)) {
      const text = decoder.decode(await c.req.arrayBuffer())
      if (opensJson(text)) {
        if (jsonDepth(text, maxDepth) > maxDepth) {
          const message = `The request body is nested more than ${maxDepth} levels deep`
          throw badRequest(message, { body: message })
        }
        // The route's c.req.json() reads this text instead of decoding the bytes again through a Response
        // (Hono keeps each read of the body as a promise in bodyCache, whatever its declared type says).
        ;(c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(text)
      }
    }
    await next()
  }
