import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';

/**
 * The site's import boundaries, one way only: shared code -> features -> routes (as bulletproof-react
 * writes them down). Shared code imports no feature and no route; a feature imports no other feature
 * and no route; routes (with the root and the route config) compose everything. Written with ESLint's
 * own `no-restricted-imports` over the import text (`~/x` or `../x`): every folder of frontend/app is
 * a direct child of it, so that text names the folder it reaches.
 */
const APP = fileURLToPath(new URL('./frontend/app', import.meta.url));
const SHARED = ['components', 'config', 'content', 'lib', 'styles'];
const FEATURES = readdirSync(`${APP}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** An import of `frontend/app/<target>` from anywhere below frontend/app. */
const importOf = (target) => `^(~/|(\\.\\./)+)${target}`;
const ROUTES = { regex: `${importOf('(routes|root)')}(/|\\.|$)`, message: 'Only routes may import routes.' };
const FEATURE = (except) => ({
  regex: `${importOf('features/')}${except ? `(?!${except}/)` : ''}`,
  message: except ? 'A feature must not import another feature.' : 'Shared code must not import features.',
});
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const IMPORT_BOUNDARIES = [
  { files: SHARED.map((folder) => `frontend/app/${folder}/**`), rules: restrict(FEATURE(), ROUTES) },
  ...FEATURES.map((feature) => ({
    files: [`frontend/app/features/${feature}/**`],
    // From inside the feature, `../x` is another feature.
    rules: restrict(FEATURE(feature), ROUTES, {
      regex: '^\\.\\./[^.]',
      message: 'A feature must not import another feature.',
    }),
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
      '**/test-results/**',
      '**/test-results-*/**',
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
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...IMPORT_BOUNDARIES,
  {
    files: ['backend/**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
