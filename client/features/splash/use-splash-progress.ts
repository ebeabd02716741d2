// Drives the splash: progress 0→100 in 50 ms steps (5 s), a message per second, help after 3 s.
import { useEffect, useState } from 'react'
import { SPLASH_HELP_AFTER_MS, SPLASH_MESSAGE_MS, SPLASH_MESSAGES, SPLASH_MS, SPLASH_STEP_MS } from './splash-timing'
import type { SplashMessage } from './splash-timing'

export interface SplashProgress {
  percent: number
  message: SplashMessage
  showHelp: boolean
}

export function useSplashProgress(onDone: () => void): SplashProgress {
  const [elapsed, setElapsed] = useState(0)

  useEffect(() => {
    const timer = window.setInterval(() => setElapsed((ms) => Math.min(ms + SPLASH_STEP_MS, SPLASH_MS)), SPLASH_STEP_MS)
    return () => window.clearInterval(timer)
  }, [])

  useEffect(() => {
    if (elapsed >= SPLASH_MS) onDone()
  }, [elapsed, onDone])

  const messageIndex = Math.min(Math.floor(elapsed / SPLASH_MESSAGE_MS), SPLASH_MESSAGES.length - 1)
  return {
    percent: Math.round((elapsed / SPLASH_MS) * 100),
    message: SPLASH_MESSAGES[messageIndex] ?? 'ready',
    showHelp: elapsed >= SPLASH_HELP_AFTER_MS,
  }
}
