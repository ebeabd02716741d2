// Lint: typescript-eslint's recommended rules, the React hooks rules for the client, and the client's layers.
import fs from 'node:fs'
import js from '@eslint/js'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Layers: a feature may use client/lib, components, entities, data, sync, i18n and shared/, never another
    // feature; the shared layers never reach up into a feature. Zones are built from the folders present.
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: clientLayerZones() }],
    },
  },
  {
    // The code every pushed mutation and API request runs. In Node 20's V8 each member after a spread in an object
    // literal is added through the runtime, ~1 µs apiece (a ticket insert cost 10 µs): decision 171.
    files: [
      'server/{sync,tickets,lines,machines,equipment,planning,teams,changes,audit,auth,db,http}/**/*.ts',
      'server/command.ts',
      'server/context.ts',
    ],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ObjectExpression > SpreadElement ~ *',
          message:
            'A member after a spread costs ~1 µs in Node 20 (decision 171): put the spread last, or use Object.assign({}, a, { x }).',
        },
      ],
    },
  },
  {
    files: ['scripts/**/*', 'e2e/**/*'],
    rules: { 'no-console': 'off' },
  },
)

function clientLayerZones() {
  const features = fs.readdirSync('client/features', { withFileTypes: true }).filter((e) => e.isDirectory())
  const shared = ['lib', 'components', 'entities', 'data', 'sync', 'i18n', 'kiosk'].map((d) => `./client/${d}`)
  return [
    ...features.map(({ name }) => ({
      target: `./client/features/${name}`,
      from: './client/features',
      except: [`./${name}`],
      message: 'Features must not import each other; move the shared piece to client/lib, components or entities.',
    })),
    { target: shared, from: './client/features', message: 'Shared client layers must not import from a feature.' },
  ]
}
