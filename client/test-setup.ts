// jsdom gaps Mantine needs, real IndexedDB via fake-indexeddb, English texts, a clean DOM and storage per test.
import 'fake-indexeddb/auto'
import { notifications } from '@mantine/notifications'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeAll, vi } from 'vitest'
import { i18n } from './i18n/i18n'
import { loadTooltip } from './components/lazy-tooltip'
import { loadAllTextAreas } from './i18n/text-areas'

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
  Object.defineProperty(document, 'fonts', {
    value: { ready: Promise.resolve(), addEventListener: () => {}, removeEventListener: () => {} },
  })
}

// Tooltips load their code after the first paint in the app (components/lazy-tooltip); tests start with it
// loaded, so a click never lands while a tooltip wraps its button.
// Likewise every screen's texts, which the route table loads with each screen in the app (i18n/text-areas).
beforeAll(async () => {
  await Promise.all([loadTooltip(), loadAllTextAreas()])
})

// Screens, the login page and dialogs load on demand; on a busy 2-core machine the first import of a chunk
// can take over the default 1 s, so findBy* waits up to 5 s (a passing test still ends as soon as it can).
configure({ asyncUtilTimeout: 5000 })
