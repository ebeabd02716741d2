// Builds the PWA from client/ into dist/client; the server serves that folder in production.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { VitePWA } from 'vite-plugin-pwa'
import type { ManifestOptions } from 'vite-plugin-pwa'

const repoRoot = path.dirname(fileURLToPath(import.meta.url))
// One manifest file at the repo root is the source of truth; the plugin writes it into the build.
const manifest = JSON.parse(fs.readFileSync(path.resolve(repoRoot, 'manifest.webmanifest'), 'utf8')) as Partial<ManifestOptions>

export default defineConfig({
  root: path.resolve(repoRoot, 'client'),
  publicDir: path.resolve(repoRoot, 'client/public'),
  build: {
    outDir: path.resolve(repoRoot, 'dist/client'),
    emptyOutDir: true,
  },
  server: {
    proxy: {
      // Also carries /api/events (SSE): http-proxy streams the response as it arrives.
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  plugins: [
    react(),
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      manifestFilename: 'manifest.webmanifest',
      // No includeAssets: the plugin precaches the manifest and its icons itself (STACK.md).
      workbox: {
        globPatterns: ['**/*.{js,css,html}'],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
})
