// The per-screen English text modules (scripts/vite/screen-texts.ts): route path → a loader of that screen's texts.
declare module 'virtual:lineside-screen-texts' {
  import type { Tree } from './merge'

  const loaders: Record<string, () => Promise<{ default: Tree }>>
  export default loaders
}
