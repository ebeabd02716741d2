// jsdom gaps Mantine needs, real IndexedDB via fake-indexeddb, English texts, a clean DOM and storage per test.
import 'fake-indexeddb/auto'
import { notifications } from '@mantine/notifications'
import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { i18n } from './i18n/i18n'

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
})

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub
window.HTMLElement.prototype.scrollIntoView = () => {}

void i18n.changeLanguage('en')

afterEach(() => {
  // Toasts live in a module-wide store; one test's toasts must not show in the next.
  notifications.clean()
  cleanup()
  localStorage.clear()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

// jsdom has no FontFaceSet; Mantine's autosizing Textarea waits on document.fonts.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { ready: Promise.resolve(), addEventListener: () => {}, removeEventListener: () => {} } })
}
