// Lint rules, including the architecture boundaries of ../shared/DESIGN.md:
// engine/ imports no React, Fastify or node:*; web/ never imports server/.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const nodeAndUi = [
  'node:*',
  'fs',
  'path',
  'os',
  'crypto',
  'react',
  'react-dom',
  'react/*',
  'fastify',
  '@fastify/*',
  'antd',
  'pg',
];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'reports', 'test-results', 'tests/e2e/artifacts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['engine/**/*.ts'],
    // Tests and their fixtures may read the shipped case files; the engine itself may not.
    ignores: ['engine/**/*.test.ts', 'engine/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: nodeAndUi,
              message: 'engine/ is pure: no React, Fastify, database or node:* imports.',
            },
            {
              group: ['**/server/**', '**/web/**', '**/cli/**'],
              message: 'engine/ may import only schemas/.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'setTimeout', message: 'engine/ has no timers; timers are events.' },
        { name: 'setInterval', message: 'engine/ has no timers; timers are events.' },
        {
          name: 'performance',
          message: 'engine/ takes time from metadata.now, never the wall clock.',
        },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'Math',
          property: 'random',
          message: 'engine/ uses the seeded generator passed in.',
        },
        {
          object: 'Date',
          property: 'now',
          message: 'engine/ takes time from metadata.now, never the wall clock.',
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'engine/ takes time from metadata.now, never the wall clock.',
        },
      ],
    },
  },
  {
    files: ['schemas/**/*.ts'],
    ignores: ['schemas/generate.ts', 'schemas/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/engine/**', '**/server/**', '**/web/**', '**/cli/**', 'node:*'],
              message: 'schemas/ imports nothing of ours.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks },
    settings: { react: { version: '19' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react/jsx-no-literals': [
        'error',
        { noStrings: true, ignoreProps: true, noAttributeStrings: false },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', 'fastify', '@fastify/*', 'pg', 'node:*'],
              message: 'web/ never imports server code.',
            },
            { group: ['**/cli/**'], message: 'web/ never imports the CLI.' },
          ],
        },
      ],
    },
  },
  {
    // Build-time code of the web app runs in Node (Vite), never in the page.
    files: ['web/vite.config.ts', 'web/build/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
