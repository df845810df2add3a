import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

const features = ['session', 'wallet', 'transactions', 'ui', 'company', 'products', 'orders', 'home', 'storefront'];

// One import direction (ARCHITECTURE.md): components and services → features → app; a feature never imports
// another feature, it reacts to events from services/events.ts instead.
const importDirection = [
  { target: './src/components', from: ['./src/features', './src/app'] },
  { target: './src/services', from: ['./src/features', './src/app'] },
  { target: './src/features', from: './src/app' },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
  })),
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'server/dist',
      '.data',
      'coverage',
      'test-results',
      'playwright-report',
      'bench/results',
      'tests/e2e/support/contracts/*.json',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: importDirection }],
      'import-x/no-cycle': ['error', { maxDepth: 6 }],
    },
  },
  {
    files: ['server/**/*.ts', 'tests/e2e/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts', '*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
);
