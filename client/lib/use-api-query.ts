// Reads a server-only resource (admin, reports…) through the API client, with reload and abort on unmount.
import { useCallback, useEffect, useState } from 'react'
import { routePath, type ApiAnswers, type ApiRoute } from '../../shared/api-answers'
import { apiRequest, type RouteCall } from './api-client'

export interface ApiQuery<T> {
  /** The last answer (kept while a reload runs). */
  data: T | null
  error: Error | null
  loading: boolean
  reload: () => void
}

interface Answer<T> {
  key: string
  data: T | null
  error: Error | null
}

export function useApiQuery<T>(path: string | null): ApiQuery<T> {
  const [version, setVersion] = useState(0)
  const [answer, setAnswer] = useState<Answer<T>>({ key: '', data: null, error: null })
  const key = path ? `${path}#${version}` : ''

  useEffect(() => {
    if (!path) return
    const controller = new AbortController()
    apiRequest<T>('GET', path, undefined, { signal: controller.signal }).then(
      (data) => setAnswer({ key, data, error: null }),
      (e: unknown) => {
        if (!controller.signal.aborted)
          setAnswer((a) => ({ key, data: a.data, error: e instanceof Error ? e : new Error(String(e)) }))
      },
    )
    return () => controller.abort()
  }, [path, key])

  const reload = useCallback(() => setVersion((v) => v + 1), [])
  return { data: answer.data, error: answer.error, loading: key !== '' && answer.key !== key, reload }
}

/** A GET route of the shared contract, typed from it; `null` waits (nothing is asked). */
export function useApiAnswer<R extends ApiRoute>(route: R, call: Omit<RouteCall<R>, 'body'> | null = {}) {
  const path = call === null ? null : routePath(route, call.params, call.query)
  return useApiQuery<ApiAnswers[R]>(path)
}
