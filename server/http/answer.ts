// Answers a route of the shared contract (shared/api-answers.ts): the body must be the contract's type, with no
// field the contract lacks, so the client that reads it is typed by the same source.
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ApiAnswers, ApiRoute, NoExtraFields } from '../../shared/api-answers'

export function answer<R extends ApiRoute, B extends ApiAnswers[R]>(
  c: Context,
  _route: R,
  body: B & NoExtraFields<B, ApiAnswers[R]>,
  status: ContentfulStatusCode = 200,
) {
  return c.json(body as ApiAnswers[R], status)
}
