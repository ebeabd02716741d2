// An uploaded photo as an object URL: the image route needs the bearer token, which <img src> cannot send.
import { useEffect, useState } from 'react'
import { getAuthToken } from '../../lib/session-store'

export function useAuthedImage(url: string): string | null {
  const [objectUrl, setObjectUrl] = useState<string | null>(null)
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return
    const controller = new AbortController()
    let created: string | null = null
    const token = getAuthToken()
    fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: controller.signal })
      .then((res) => (res.ok ? res.blob() : null))
      .then((blob) => {
        if (!blob) return
        created = URL.createObjectURL(blob)
        setObjectUrl(created)
      })
      .catch(() => {
        // Offline or gone: the file name stays as the fallback.
      })
    return () => {
      controller.abort()
      if (created) URL.revokeObjectURL(created)
    }
  }, [url])
  return objectUrl
}
