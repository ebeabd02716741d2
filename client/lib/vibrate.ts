// Short haptic feedback after a successful action; silently nothing where unsupported (iOS, desktops).
const SUCCESS_PATTERN_MS = 60

export function vibrateSuccess(): void {
  try {
    navigator.vibrate?.(SUCCESS_PATTERN_MS)
  } catch {
    // Some browsers throw when vibration is blocked (no user gesture yet); feedback is optional.
  }
}
