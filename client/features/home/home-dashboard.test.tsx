import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { readSession } from '../../lib/session-store'
import { jsonResponse, makeUser, renderApp, signInAs } from '../../test-utils/render-app'

function openHomeAs(role: string) {
  signInAs(role)
  vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(200, { valid: true, user: makeUser(role) })))
  return renderApp('/dashboard')
}

const tileNames = (section: string) =>
  within(screen.getByRole('region', { name: section }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')])

describe('role-based home dashboard', () => {
  it('greets the user and shows the role badge', async () => {
    openHomeAs('engineer')
    expect(await screen.findByRole('heading', { name: 'Welcome, Sam' })).toBeTruthy()
    expect(screen.getByText('ENGINEER Dashboard')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/')
  })

  it('gives engineers their priority and additional tiles', async () => {
    openHomeAs('engineer')
    await screen.findByRole('region', { name: 'Quick Access' })
    expect(tileNames('Quick Access')).toEqual([
      ['My Tickets', '/my-tickets'],
      ['Manage Machines', '/engineering'],
      ['AI Predictive Maintenance', '/predictive-maintenance'],
    ])
    expect(tileNames('Additional Tools')).toEqual([
      ['Engineering Dashboard', '/engineer-dashboard'],
      ['QR Scanner', '/qr-scanner'],
      ['Shift Handover', '/handover'],
    ])
    expect(tileNames('System Tools')).toEqual([
      ['Reports', '/reports'],
      ['Settings', '/settings'],
    ])
  })

  it('gives operators their tiles', async () => {
    openHomeAs('operator')
    await screen.findByRole('region', { name: 'Quick Access' })
    expect(tileNames('Quick Access')).toEqual([
      ['My Tickets', '/my-tickets'],
      ['Production Dashboard', '/production'],
    ])
    expect(tileNames('Additional Tools')).toEqual([
      ['Line Dashboard', '/line-dashboard'],
      ['Mobile Operator', '/mobile-operator'],
      ['Loft Equipment', '/loft-dashboard'],
      ['Shift Handover', '/handover'],
    ])
  })

  it.each([
    ['it', [['IT Dashboard', '/it-dashboard']], [['IT Monitoring', '/monitoring']]],
    [
      'super_admin',
      [
        ['Admin Panel', '/admin'],
        ['Engineering Dashboard', '/engineer-dashboard'],
      ],
      [['IT Monitoring', '/monitoring']],
    ],
  ])('gives %s its tiles', async (role, quick, additional) => {
    openHomeAs(role)
    await screen.findByRole('region', { name: 'Quick Access' })
    expect(tileNames('Quick Access')).toEqual(quick)
    expect(tileNames('Additional Tools')).toEqual(additional)
  })

  it('gives demo viewers two priority tiles and no additional section', async () => {
    openHomeAs('demo_viewer')
    await screen.findByRole('region', { name: 'Quick Access' })
    expect(tileNames('Quick Access')).toEqual([
      ['Engineering Dashboard', '/engineer-dashboard'],
      ['Production Dashboard', '/production'],
    ])
    expect(screen.queryByRole('region', { name: 'Additional Tools' })).toBeNull()
  })

  it('Switch User / Logout signs out and shows the login', async () => {
    const { router } = openHomeAs('operator')
    await userEvent.click(await screen.findByRole('button', { name: 'Switch User / Logout' }))
    await screen.findByRole('button', { name: 'Login' })
    expect(readSession()).toBeNull()
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })
})
