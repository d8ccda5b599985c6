import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';

/**
 * The site's import boundaries, one way only: shared code -> features -> routes (as bulletproof-react
 * writes them down). Shared code imports no feature and no route; a feature imports no other feature
 * and no route; routes (with the root and the route config) compose everything.
 */
const APP = fileURLToPath(new URL('./frontend/app', import.meta.url));
const SHARED = ['./components', './config', './content', './lib', './styles'];
const ROUTES = ['./routes', './root.tsx', './routes.ts'];
const FEATURES = readdirSync(`${APP}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const IMPORT_BOUNDARIES = [
  {
    target: SHARED,
    from: ['./features', ...ROUTES],
    message: 'Shared code must not import features or routes.',
  },
  { target: './features', from: ROUTES, message: 'A feature must not import routes.' },
  ...FEATURES.map((feature) => ({
    target: `./features/${feature}`,
    from: './features',
    except: [`./${feature}`],
    message: 'A feature must not import another feature.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      'db/data/**',
      'frontend/public/generated/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['frontend/app/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // Resolves the `~/` alias of frontend/tsconfig.json, so aliased imports are checked too.
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'frontend/tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { basePath: APP, zones: IMPORT_BOUNDARIES }],
    },
  },
  {
    files: ['backend/**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
