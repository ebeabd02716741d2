// Errors the API answers with: JSON { error, message, fields? } and an explicit status, never a stack trace.
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { z } from 'zod'
import { fieldErrors } from '../../shared/schemas/common'
import type { ApiErrorBody } from '../../shared/types'
import { isTransientDbError } from '../db/transient-error'

/** Seconds a client is asked to wait before sending again after a transient database error (decision 181). */
export const RETRY_AFTER_TRANSIENT_S = 5

export type ErrorCode =
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'rate_limited'
  | 'unavailable'
  | 'internal'

const STATUS: Record<ErrorCode, ContentfulStatusCode> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message)
  }

  get status(): ContentfulStatusCode {
    return STATUS[this.code]
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError('validation', message, fields)
export const unauthorized = (message = 'Authentication required') => new AppError('unauthorized', message)
export const forbidden = (message = "You don't have permission to do this") => new AppError('forbidden', message)
export const notFound = (message: string) => new AppError('not_found', message)
export const conflict = (message: string) => new AppError('conflict', message)

/** A 400 that names every bad field: "Invalid status: Invalid option…". */
export function validationError(error: z.ZodError): AppError {
  const fields = fieldErrors(error)
  const message = Object.entries(fields)
    .map(([field, text]) => (field === '_' ? text : `Invalid ${field}: ${text}`))
    .join('; ')
  return badRequest(message, fields)
}

export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data)
  if (!result.success) throw validationError(result.error)
  return result.data
}

export function errorBody(err: AppError): ApiErrorBody {
  return err.fields
    ? { error: err.code, message: err.message, fields: err.fields }
    : { error: err.code, message: err.message }
}

export function handleError(err: unknown, c: Context): Response {
  if (err instanceof AppError) return c.json(errorBody(err), err.status)
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode
    const code: ErrorCode =
      status === 413
        ? 'payload_too_large'
        : status === 401
          ? 'unauthorized'
          : status === 403
            ? 'forbidden'
            : 'validation'
    return c.json({ error: code, message: err.message || 'Request refused' } satisfies ApiErrorBody, status)
  }
  if (isTransientDbError(err)) {
    // Busy, deadlocked, timed out or disconnected: nothing was kept; the same request may succeed when sent again.
    console.warn('transient database error, answered 503:', err instanceof Error ? err.message : err)
    c.header('Retry-After', String(RETRY_AFTER_TRANSIENT_S))
    return c.json(
      { error: 'unavailable', message: 'The server is busy. Please try again in a moment.' } satisfies ApiErrorBody,
      503,
    )
  }
  console.error('unhandled error', err)
  return c.json({ error: 'internal', message: 'Something went wrong on the server' } satisfies ApiErrorBody, 500)
}
