import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Import boundaries of DESIGN.md, enforced: contract imports zod only; machines stay pure;
// the server never reaches into the app or the machines.
const outside = (...dirs) => dirs.map((dir) => ({ group: [`**/${dir}/**`, `**/${dir}`], message: `may not import ${dir}/` }));
const browserOnly = ['react', 'react-dom', '@chakra-ui/*', '@tanstack/*', '@emotion/*', 'hono', 'hono/*', 'drizzle-orm', 'drizzle-orm/*'];

export default tseslint.config(
  { ignores: ['dist/**', '.bench/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'server/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: outside('server') }],
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod(/mini)?$|\\./|\\.\\./contract/).*', message: 'contract/ imports zod only' }] }],
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...outside('src', 'server'), { group: browserOnly, message: 'machines/ are pure: xstate, zod and contract/ only' }] }],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'fetch', 'location', 'navigator'],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: outside('src', 'machines') }],
    },
  },
);
