// Two test projects: server + shared in Node, client in jsdom with fake-indexeddb.
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

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
        plugins: [react()],
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
