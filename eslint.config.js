import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync, readFileSync } from 'node:fs';

// Features in layers (docs/architecture.md). A feature may import a feature of a lower layer, through what that
// feature exports, and never one of its own layer or above: the wallet dialogs build on the session, the
// storefront's checkout on the wallet and the transactions, Home on the domain features it summarises.
const featureLayers = [
  ['ui'],
  ['session'],
  ['wallet'],
  ['transactions'],
  // Licences on Story: screens the domain features load on demand (docs/product.md §10), given their data as props.
  ['story'],
  // A licence's public verification page (§11.2) is a domain screen too; the others link to it by its path only.
  ['company', 'products', 'orders', 'storefront', 'licenses'],
  ['home'],
];

// One import direction (docs/architecture.md): components and services → features → app.
const importDirection = [
  { target: './src/components', from: ['./src/features', './src/app'] },
  { target: './src/services', from: ['./src/features', './src/app'] },
  { target: './src/features', from: './src/app' },
  ...featureLayers
    .flatMap((layer, index) =>
      layer.map((name) => ({
        target: `./src/features/${name}`,
        from: [...layer.filter((other) => other !== name), ...featureLayers.slice(index + 1).flat()].map(
          (other) => `./src/features/${other}`,
        ),
      })),
    )
    .filter((zone) => zone.from.length > 0),
];

// Each feature is entered through its index.ts (docs/architecture.md). Every folder of src/features is a feature, so
// one added by another branch is covered without touching this file. Only static imports are checked: a lazily loaded
// page keeps its direct `import('…/pages/XPage')`, so it stays its own chunk instead of riding in with the index.
// To fix a deep import, re-export the name from that feature's index.ts and import the folder.
const featureNames = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .join('|');
const deepFeatureImport = (regex) => ({
  regex,
  message: "Import another feature through its index.ts ('…/features/<name>'), not its files.",
});
const fromFeatures = deepFeatureImport(`^(\\.\\./)+(${featureNames})/(?!index$).+`);
const fromOutsideFeatures = deepFeatureImport(`(^|/)features/(${featureNames})/(?!index$).+`);

// Route strings live in src/services/routing/paths.ts only (docs/architecture.md): anywhere else in src/, a string or
// template that starts with one of its routes ('/order', `/products/${slug}`, '/create?step=2'…) is an error, so a
// renamed route cannot leave a copy behind. The routes' first segments are read from paths.ts itself, so a new route is
// covered without touching this file. Tests may name addresses, as a user types them.
const routeSegments = [
  ...new Set(
    [
      ...readFileSync(new URL('./src/services/routing/paths.ts', import.meta.url), 'utf8').matchAll(
        /^ {2}\w+: '\/([a-z][a-z-]*)/gm,
      ),
    ].map((match) => match[1]),
  ),
];
if (routeSegments.length === 0)
  throw new Error('eslint.config.js: no routes found in src/services/routing/paths.ts');
const routeLiteral = `/^\\/(${routeSegments.join('|')})(?:[\\/?#]|$)/`;
const routeMessage =
  'Use the path table (paths / routePatterns of src/services/routing/paths.ts), not a route string.';

function withoutApp(zone) {
  return Array.isArray(zone.from)
    ? { ...zone, from: zone.from.filter((from) => from !== './src/app') }
    : zone;
}

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
      '.scratch',
      '.build',
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
    files: ['src/features/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [fromFeatures] }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/features/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [fromOutsideFeatures] }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/services/routing/paths.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=${routeLiteral}]`, message: routeMessage },
        {
          selector: `TemplateLiteral > TemplateElement:first-child[value.raw=${routeLiteral}]`,
          message: routeMessage,
        },
      ],
    },
  },
  {
    // Tests may build the real app store (renderWithProviders, makeStore); the layer rules still apply.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: importDirection.filter((zone) => zone.from !== './src/app').map(withoutApp) },
      ],
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
