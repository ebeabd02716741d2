// Stories about the app itself: installable, opens offline from its cache.
import { chromium, expect, test } from '@playwright/test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { CHROMIUM_ARGS } from '../playwright.config'
import { countInCache, signIn, skipSplash, waitForSync } from './support/app'

test('The app is installable: Chromium reports no installability errors', async ({ baseURL }) => {
  // Installability is only judged in a normal (persistent) profile, not an incognito-like context.
  const profile = mkdtempSync(path.join(tmpdir(), 'lineside-profile-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
    baseURL,
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto('/?nosplash')
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true))
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
    const manifest = await (await page.request.get('/manifest.webmanifest')).json()
    expect(manifest).toMatchObject({ name: 'Lineside', display: 'standalone', start_url: '/' })
    expect(manifest.icons.some((i: { purpose?: string }) => i.purpose === 'maskable')).toBe(true)
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})

test('A signed-in user goes offline, reloads, and the app opens from cache with its data', async ({ browser }) => {
  const context = await browser.newContext()
  await skipSplash(context)
  const page = await context.newPage()
  await signIn(page, 'operator')
  await waitForSync(page)
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true))
  await page.reload()
  await expect(page.getByRole('button', { name: 'Open sync panel' })).toBeVisible()
  expect(await countInCache(page, 'lines')).toBe(40)

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Welcome, Olivia' })).toBeVisible()
  await expect(page.getByTestId('sync-indicator')).toContainText('Offline')
  expect(await countInCache(page, 'lines')).toBe(40)
  expect(await countInCache(page, 'tickets')).toBeGreaterThan(0)
  await context.close()
})
