// Builds the PWA from client/ into dist/client; the server serves that folder in production.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import type { ProxyOptions } from 'vite'
import react from '@vitejs/plugin-react'
import { VitePWA } from 'vite-plugin-pwa'
import { compression, defineAlgorithm } from 'vite-plugin-compression2'
import type { ManifestOptions } from 'vite-plugin-pwa'
import { classicVendor } from './scripts/vite/classic-vendor'
import { mantineCssPerComponent, scrollAreaMergeRefs } from './scripts/vite/mantine-css-per-component'
import { routePreloads } from './scripts/vite/route-preloads'
import { screenTexts } from './scripts/vite/screen-texts'

const repoRoot = path.dirname(fileURLToPath(import.meta.url))

// Small modules most landing screens share, in one chunk of their own (docs/decisions/252). Left alone, the bundler
// gave each set of screens sharing one of them a chunk (a few hundred bytes each): the line tablet fetched 33 chunks
// before its first paint, the engineer board 35, each a round trip on a slow phone network. Each is under 1 KB gzip,
// so a screen that needs one of them pays little for the rest.
const SHARED_SMALL_MODULES = [
  /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Paper|SimpleGrid|TextInput|List|Card)[\\/]/,
  /@mantine[\\/]core[\\/]esm[\\/]core[\\/]DirectionProvider[\\/]/,
  /@mantine[\\/]hooks[\\/]esm[\\/](use-uncontrolled|use-merged-ref)[\\/]/,
  /client[\\/]lib[\\/](use-opened-once|toast|format-number|vibrate|stable-live-query)\.ts$/,
  /shared[\\/](ids|pm[\\/]due-dates|planning[\\/]schedule)\.ts$/,
  /client[\\/]entities[\\/](write-outcome|schedule)[\\/][^\\/]+\.ts$/,
  /client[\\/]entities[\\/](line-status[\\/]line-status|pm[\\/]pm-due)\.ts$/,
  /client[\\/]data[\\/]commands\.ts$/,
  /client[\\/]components[\\/]screen-header\.tsx$/,
  /client[\\/]features[\\/]lines[\\/]common[\\/]use-lines\.ts$/,
]

// The API refuses cross-origin browser calls; in dev the page's origin is Vite's, so present the target's.
const apiProxy: ProxyOptions = {
  target: 'http://localhost:3000',
  changeOrigin: true,
  configure: (proxy) => {
    proxy.on('proxyReq', (proxyReq) => {
      if (proxyReq.getHeader('origin')) proxyReq.setHeader('origin', 'http://localhost:3000')
    })
  },
}

// One manifest file at the repo root is the source of truth; the plugin writes it into the build.
const manifest = JSON.parse(
  fs.readFileSync(path.resolve(repoRoot, 'manifest.webmanifest'), 'utf8'),
) as Partial<ManifestOptions>

// React Router publishes its development build under every export condition (its dev warnings on); the build
// takes the production files it ships beside them: the same code with the warnings off (docs/decisions/240).
const reactRouterProduction = (file: string) =>
  path.resolve(repoRoot, 'node_modules/react-router/dist/production', file)

export default defineConfig(({ command }) => ({
  root: path.resolve(repoRoot, 'client'),
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : [],
  },
  publicDir: path.resolve(repoRoot, 'client/public'),
  build: {
    // E2E runs build into their own folder (LINESIDE_OUT_DIR) so parallel runs don't clash.
    outDir: path.resolve(repoRoot, process.env.LINESIDE_OUT_DIR ?? 'dist/client'),
    emptyOutDir: true,
    // LINESIDE_MINIFY=0 keeps names readable in profiles (scripts/bench/trace-start.ts).
    minify: process.env.LINESIDE_MINIFY !== '0',
    // .vite/manifest.json maps sources to chunks: scripts/bench/bundle-size.ts reads it.
    manifest: true,
    rolldownOptions: {
      // Everything the entry imports statically in one chunk (docs/decisions/140): left alone, Rolldown cut it into
      // some 45 small chunks, each a request (through the service worker when offline) before the first paint.
      // The small modules the landing screens share in one chunk (SHARED_SMALL_MODULES above).
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            { name: 'shared', test: (id: string) => SHARED_SMALL_MODULES.some((re) => re.test(id)) },
          ],
        },
      },
    },
  },
  // Also carries /api/events (SSE): the proxy streams the response as it arrives.
  server: { proxy: { '/api': apiProxy } },
  preview: { proxy: { '/api': apiProxy } },
  plugins: [
    // React, React DOM, Dexie and i18next in a classic script: V8 caches its code (docs/decisions/282).
    classicVendor(repoRoot, { minify: process.env.LINESIDE_MINIFY !== '0' }),
    scrollAreaMergeRefs(repoRoot),
    mantineCssPerComponent(repoRoot),
    screenTexts(repoRoot),
    routePreloads(repoRoot),
    react(),
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      manifestFilename: 'manifest.webmanifest',
      // No includeAssets: the plugin precaches the manifest and its icons itself (STACK.md).
      workbox: {
        // route-preloads.json: the offline shell's route-preload.js reads it (docs/decisions/156).
        globPatterns: ['**/*.{js,css,html}', 'route-preloads.json'],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        // The first install takes control of the open page at once, so screens and dialogs that load on
        // demand are served from the precache even if the network drops during the very first visit.
        // Updates still wait for the user (registerType 'prompt', no skipWaiting).
        clientsClaim: true,
        // Web Push: the push and notificationclick handlers (client/public/push-sw.js, decision 205); the browser
        // answers /assets/ from the precache itself (client/public/sw-routes.js, decision 276).
        importScripts: ['push-sw.js', 'sw-routes.js'],
      },
    }),
    // .br and .gz beside each text asset; the server sends the one the browser accepts (server/static.ts).
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      include: /\.(js|css|html|svg|json|webmanifest)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
    }),
  ],
}))
