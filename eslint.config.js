// ESLint (flat config): the JavaScript and TypeScript of the build, the scripts, the CMS's own
// scripts, the enhancers and the tests, with typescript-eslint's recommended rules and, for the
// enhancers' TSX, jsx-a11y's (docs/testing.md "Lint"). Run by `npm run lint`, a step of `npm test`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '_site*/**',
      '.11ty-vite*/**',
      '.cache/**',
      '.wrangler/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'public/**',
      'src/content/types.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // An argument kept for its place in a callback's signature is named `_…`.
      // `const { a, ...rest } = x` drops `a` on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  // Declarations of untyped libraries, and tests reaching into a library's internals, need `any`.
  {
    files: ['**/*.d.ts', 'test/**', 'components/**/*.test.{ts,tsx}', 'components/**/*.spec.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['enhancers/**/*.tsx', 'components/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // `autoFocus` on our own components is a prop (focus returns where it was), not the DOM attribute.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
);
