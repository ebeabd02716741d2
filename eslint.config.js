// Lint: typescript-eslint's recommended rules, the React hooks rules for the client, and the client's layers.
import fs from 'node:fs'
import js from '@eslint/js'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

/**
 * The client's layers, lowest first: a layer may import the ones below it, never one above (features sit between
 * kiosk and app; app is the frame that mounts the features' routes). Features never import each other.
 */
export const CLIENT_LAYERS = ['i18n', 'lib', 'data', 'sync', 'components', 'entities', 'kiosk', 'features', 'app']

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
    // Layers (CLIENT_LAYERS below): each imports only the ones beneath it; a feature never imports another
    // feature. Zones are built from the folders present.
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones(), ...layerZones()] }],
    },
  },
  {
    // Tests may reach up (render the whole app with its theme); they still never cross features.
    files: ['client/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: featureZones() }],
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

function featureZones() {
  const features = fs.readdirSync('client/features', { withFileTypes: true }).filter((e) => e.isDirectory())
  return features.map(({ name }) => ({
    target: `./client/features/${name}`,
    from: './client/features',
    except: [`./${name}`],
    message: 'Features must not import each other; move the shared piece to client/lib, components or entities.',
  }))
}

function layerZones() {
  return CLIENT_LAYERS.slice(0, -1).map((layer, i) => ({
    target: `./client/${layer}`,
    from: CLIENT_LAYERS.slice(i + 1).map((above) => `./client/${above}`),
    message: `Client layers, lowest first: ${CLIENT_LAYERS.join(' < ')}. ${layer} must not import a layer above it.`,
  }))
}
