// Markdown for each documentation type, written only from DocsFacts (no claim that is not read at run time).
import type { DocumentationType } from '../../shared/admin'
import type { DocsFacts } from './docs-facts'

const table = (head: string[], rows: (string | number)[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.map((c) => String(c).replace(/\|/g, '\\|')).join(' | ')} |`),
  ].join('\n')
const yes = (b: boolean) => (b ? 'yes' : 'no')
const kb = (n: number) => `${Math.round(n / 1024)} KB`

export const DOCUMENT_TITLES: Record<DocumentationType, string> = {
  'security-audit': 'Security Audit',
  'jwt-implementation': 'Session and Token Implementation',
  'enterprise-security': 'Enterprise Security Controls',
  'azure-deployment': 'Deployment Guide',
  'security-metrics': 'Security Metrics',
  'compliance-report': 'Compliance Report',
}

function header(f: DocsFacts, type: DocumentationType): string {
  return `# Lineside ${DOCUMENT_TITLES[type]}\n\nGenerated ${f.generatedAt} from the running server (version ${f.version}).\n`
}

function controls(f: DocsFacts): string {
  return [
    `Readiness: **${f.overview.readiness}%** (${f.overview.checks.filter((c) => c.ok).length} of ${f.overview.checks.length} controls pass, checked ${f.overview.checkedAt}).`,
    '',
    table(
      ['Control', 'State', 'Found'],
      f.overview.checks.map((c) => [c.control, c.ok ? 'pass' : 'FAIL', c.detail]),
    ),
  ].join('\n')
}

function headers(f: DocsFacts): string {
  return table(
    ['Header', 'Value'],
    Object.entries(f.headers).map(([k, v]) => [k, v]),
  )
}

function roles(f: DocsFacts): string {
  return table(
    ['Role', 'Permissions', 'Assign tickets', 'Edit machines', 'Settings', 'Reports', 'Manage users', 'Accounts'],
    f.roles.map((r) => [
      r.name,
      r.permissions.join(', ') || '—',
      yes(r.canAssignTickets),
      yes(r.canEditMachines),
      yes(r.canAccessSettings),
      yes(r.canViewReports),
      yes(r.canManageUsers),
      r.userCount,
    ]),
  )
}

function sessions(f: DocsFacts): string {
  return [
    '## Sessions and tokens',
    '',
    '- Sign-in returns an opaque random bearer token (not a JWT). The server stores only an HMAC of it, keyed by the signing secret, so a copy of the database cannot be replayed as tokens.',
    `- The signing secret is ${f.secretSource === 'env' ? 'read from SESSION_SECRET' : f.secretSource === 'generated' ? 'generated at first start and kept in the data folder' : `supplied by the ${f.secretSource}`}.`,
    `- Each session ends ${f.sessionHours} h after sign-in, server-side. Logout, deactivation, deletion, a role change or a password reset revoke sessions at once.`,
    `- Open sessions now: ${f.openSessions}. Sign-ins in the last 24 h: ${f.logins24h}; failed: ${f.failedLogins24h}.`,
    `- Passwords: ${f.overview.checks.find((c) => c.control === 'passwordHashing')?.detail ?? ''}.`,
  ].join('\n')
}

function limits(f: DocsFacts): string {
  return [
    '## Rate and size limits',
    '',
    `- Sign-in: blocked after ${f.loginLimit.max} failed attempts per user and address within ${f.loginLimit.windowMs / 60_000} min.`,
    `- Request bodies: JSON ${kb(f.bodyLimits.json)}, CSV ${kb(f.bodyLimits.csv)}, images ${kb(f.bodyLimits.image)}.`,
    '- API calls from another origin are refused (403).',
  ].join('\n')
}

function audit(f: DocsFacts): string {
  const total = f.auditByAction.reduce((n, a) => n + a.n, 0)
  return [
    `## Audit log\n\n${total} entries in all.`,
    '',
    table(
      ['Action', 'Entries'],
      f.auditByAction.map((a) => [a.action, a.n]),
    ),
  ].join('\n')
}

function webhooks(f: DocsFacts): string {
  return [
    '## Teams webhooks',
    '',
    `Private or loopback webhook hosts: ${f.webhookAllowPrivateHosts ? 'ALLOWED (WEBHOOK_ALLOW_PRIVATE_HOSTS=true)' : 'refused; https only'}.`,
    '',
    table(
      ['Department', 'Enabled', 'URL set', 'Status', 'Last used', 'Routed categories'],
      f.webhooks.map((w) => [
        w.name,
        yes(w.enabled),
        yes(w.webhookUrl !== ''),
        w.status,
        w.lastUsed ?? '—',
        f.routing[w.department].join(', '),
      ]),
    ),
    '',
    `Delivery backlog: ${f.system.webhookBacklog.pending} pending, ${f.system.webhookBacklog.failed} given up, ${f.system.webhookBacklog.sent} sent.`,
  ].join('\n')
}

function deployment(f: DocsFacts): string {
  return [
    '## Deployment steps',
    '',
    '1. Install Node.js 20 and run `npm install`.',
    '2. Build the app with `npm run build`.',
    '3. Set the environment variables below (at least SESSION_SECRET and DATA_DIR on a persistent disk).',
    '4. Start with `npm start`: migrations run, then the server listens and serves the app.',
    '5. Put an HTTPS reverse proxy in front; the server sets the security headers listed in the security documents.',
    '',
    table(
      ['Variable', 'Meaning', 'Default'],
      f.env.map((e) => [e.name, e.meaning, e.default]),
    ),
    '',
    `This server: version ${f.version}, Node ${f.system.nodeVersion}, database ${kb(f.system.databaseBytes)}, public URL ${f.publicUrl ?? 'not set'}.`,
  ].join('\n')
}

function metrics(f: DocsFacts): string {
  return [
    '## Figures',
    '',
    table(
      ['Figure', 'Value'],
      [
        ['Readiness', `${f.overview.readiness}%`],
        ['Open sessions', f.openSessions],
        ['Sign-ins, last 24 h', f.logins24h],
        ['Failed sign-ins, last 24 h', f.failedLogins24h],
        ['Live clients', f.system.liveClients],
        ['Audit entries', f.system.rowCounts.audit_log ?? 0],
        ['Webhook cards pending', f.system.webhookBacklog.pending],
      ],
    ),
    '',
    '## Active accounts per role',
    '',
    table(
      ['Role', 'Accounts'],
      f.usersPerRole.map((r) => [r.name, r.n]),
    ),
  ].join('\n')
}

const SECTIONS: Record<DocumentationType, ((f: DocsFacts) => string)[]> = {
  'security-audit': [(f) => `## Controls\n\n${controls(f)}`, (f) => `## Response headers\n\n${headers(f)}`, audit],
  'jwt-implementation': [sessions, limits],
  'enterprise-security': [
    (f) => `## Roles\n\n${roles(f)}`,
    limits,
    (f) => `## Response headers\n\n${headers(f)}`,
    webhooks,
  ],
  'azure-deployment': [deployment],
  'security-metrics': [metrics, audit],
  'compliance-report': [(f) => `## Controls\n\n${controls(f)}`, sessions, audit, (f) => `## Roles\n\n${roles(f)}`],
}

export function renderDocument(f: DocsFacts, type: DocumentationType): string {
  return [header(f, type), ...SECTIONS[type].map((s) => s(f))].join('\n\n') + '\n'
}

export function renderAll(f: DocsFacts, types: readonly DocumentationType[]): string {
  return (
    `# Lineside Complete Documentation\n\nGenerated ${f.generatedAt}.\n\n` +
    types
      .map((t) =>
        renderDocument(f, t)
          .replace(/^# /gm, '## ')
          .replace(/^## (?!Lineside)/gm, '### '),
      )
      .join('\n---\n\n')
  )
}
