// Bearer tokens are random; the server keeps only their HMAC, keyed by the signing secret.
import { createHmac, randomBytes } from 'node:crypto'

export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

export function sessionIdFor(secret: string, token: string): string {
  return createHmac('sha256', secret).update(token).digest('hex')
}
