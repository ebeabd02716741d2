import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '../../../i18n/i18n'
import { currentIssueText, faultStatusText } from './line-issue-text'

describe('line texts', () => {
  afterEach(() => i18n.changeLanguage('en'))

  it('gives the spec fault status per line status', () => {
    expect(faultStatusText({ status: 'running' }, i18n.t)).toBe('No faults detected - operating normally')
    expect(faultStatusText({ status: 'maintenance' }, i18n.t)).toBe('Scheduled maintenance in progress')
    expect(faultStatusText({ status: 'stopped' }, i18n.t)).toBe('Status unknown')
  })

  it('shows a stopped line its issue, or the default text', () => {
    expect(currentIssueText({ status: 'stopped', issue: 'Sealer temperature fault' }, i18n.t)).toBe(
      'Sealer temperature fault',
    )
    expect(currentIssueText({ status: 'stopped', issue: ' ' }, i18n.t)).toBe('Production stopped - fault detected')
    expect(currentIssueText({ status: 'running', issue: null }, i18n.t)).toBeNull()
  })

  it('translates the fixed texts but keeps what someone typed', async () => {
    await i18n.changeLanguage('pl')
    expect(currentIssueText({ status: 'maintenance', issue: 'Scheduled maintenance in progress' }, i18n.t)).toBe(
      'Trwa planowa konserwacja',
    )
    expect(currentIssueText({ status: 'stopped', issue: 'Belt snapped' }, i18n.t)).toBe('Belt snapped')
  })
})
