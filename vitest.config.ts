// Two test projects: server + shared in Node, client in jsdom with fake-indexeddb.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { screenTexts } from './scripts/vite/screen-texts'

export default defineConfig({
  test: {
    // Vitest's default in a run is one worker fewer than the CPUs: one on a 2-core machine. Each test file spends
    // more time starting (fork, imports, jsdom) than testing, so every core gets a worker.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['shared/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          pool: 'forks',
          // Test servers start from a copy of a seeded template (server/testing/seed-template.ts).
          globalSetup: ['server/testing/seed-templates.setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        // screenTexts: the per-screen English text modules text-areas.ts imports (decision 252).
        plugins: [react(), screenTexts(path.dirname(fileURLToPath(import.meta.url)))],
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['client/**/*.test.{ts,tsx}'],
          setupFiles: ['client/test-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
})
