import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'dist-next', 'node_modules', 'pod/data', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Layering: components never talk to the network; lower layers never import upward.
    files: ['src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Components read Dexie or query hooks; only src/sync talks to the pod.' }],
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/sync/http', '**/sync/http.ts'], message: 'The HTTP client belongs to src/sync.' }] }],
    },
  },
  {
    files: ['src/db/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/sync/**', '**/app/**', '**/player/**', '**/workers/**'], message: 'src/db imports nothing of ours.' }] }] },
  },
  {
    files: ['src/sync/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/app/**', '**/player/**', '**/workers/**'], message: 'src/sync may import only src/db.' }] }] },
  },
  {
    // The service worker: workbox and the leaf modules beside it (audio-cache, sw-lru, sw-range) only.
    files: ['src/sw.ts', 'src/sw-*.ts', 'src/serviceWorker.ts', 'src/audio-cache.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/app/**', '**/sync/**', '**/db/**', '**/player/**', '**/workers/**', 'react', 'react-*', 'dexie*'], message: 'The service worker imports workbox and its leaf modules only.' }] }] },
  },
  {
    files: ['src/player/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'react', message: 'The player has no React in it.' }], patterns: [{ group: ['**/app/**'], message: 'The player does not import the app.' }] }] },
  },
);
