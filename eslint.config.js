import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const TEST_SUPPORT = [
  '**/sync/testing/**',
  '**/player/testing/**',
  '**/src/testing/**',
  '../testing/**',
  './testing/**',
  '**/testing/seeded-random',
];

// Issue 17: zod is imported only by src/zod.ts (which configures it before any schema exists) and by tests.
const ZOD = { allowTypeImports: true, message: 'Import z from src/zod.ts: it configures zod first.' };
const ZOD_PATHS = [
  { name: 'zod/mini', ...ZOD },
  { name: 'zod', ...ZOD },
];

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
    files: ['src/*.{ts,tsx}'],
    ignores: ['src/zod.ts', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: ZOD_PATHS }] },
  },
  {
    // Layering: app → player/workers → sync → db. Components never talk to the network; lower layers
    // never import upward; test support (sync/testing, player/testing, src/testing) is for tests only.
    files: ['src/app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Components read Dexie or query hooks; only src/sync talks to the pod.' },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: ZOD_PATHS,
          patterns: [
            { group: ['**/sync/core/http', '**/sync/core/http.ts'], message: 'The HTTP client belongs to src/sync.' },
            { group: TEST_SUPPORT, message: 'Test support is for tests only.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ZOD_PATHS,
          patterns: [
            {
              group: ['**/sync/**', '**/app/**', '**/player/**', '**/workers/**'],
              message: 'src/db imports nothing of ours.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/sync/**/*.ts'],
    ignores: ['**/*.test.ts', 'src/sync/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ZOD_PATHS,
          patterns: [
            { group: ['**/app/**', '**/player/**', '**/workers/**'], message: 'src/sync may import only src/db.' },
            { group: TEST_SUPPORT, message: 'Test support is for tests only.' },
          ],
        },
      ],
    },
  },
  {
    // Tests may compose layers (an uploader test reads tags the way the worker does), but never the app.
    files: ['src/sync/**/*.test.ts', 'src/sync/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app/**', '**/player/**'], message: 'src/sync tests do not import the app or the player.' },
          ],
        },
      ],
    },
  },
  {
    // Workers are wiring: they run src/sync and src/db code off the main thread.
    files: ['src/workers/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ZOD_PATHS,
          patterns: [
            {
              group: ['**/app/**', '**/player/**', 'react', 'react-*'],
              message: 'src/workers imports only src/sync and src/db.',
            },
            { group: TEST_SUPPORT, message: 'Test support is for tests only.' },
          ],
        },
      ],
    },
  },
  {
    // The demo pod is a server of its own: it shares no code with the client.
    files: ['pod/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/src/**', '../src', '../../src'], message: 'The demo pod does not import the client.' },
          ],
        },
      ],
    },
  },
  {
    // The service worker: workbox and the leaf modules beside it (audio-cache, sw-lru, sw-range) only.
    files: ['src/sw.ts', 'src/sw-*.ts', 'src/serviceWorker.ts', 'src/audio-cache.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/app/**',
                '**/sync/**',
                '**/db/**',
                '**/player/**',
                '**/workers/**',
                'react',
                'react-*',
                'dexie*',
              ],
              message: 'The service worker imports workbox and its leaf modules only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/player/**/*.ts'],
    ignores: ['**/*.test.ts', 'src/player/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react', message: 'The player has no React in it.' }, ...ZOD_PATHS],
          patterns: [
            { group: ['**/app/**', '**/workers/**'], message: 'The player does not import the app or the workers.' },
            { group: TEST_SUPPORT, message: 'Test support is for tests only.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/player/**/*.test.ts', 'src/player/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react', message: 'The player has no React in it.' }],
          patterns: [{ group: ['**/app/**'], message: 'The player does not import the app.' }],
        },
      ],
    },
  },
);
