// Over 300 lines only by climbBaseline, the list of files that may still climb three folders (see there); it
// shrinks as those files change.
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
  // The licensor's own systems (docs/product.md §12): sections the Manage page shows; they build on the session.
  ['webhooks', 'apiKeys'],
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
// Inside src/features the `@/` alias never names a feature: another one is entered through its index ('../wallet'), and a
// feature's own files import each other relatively.
const featuresThroughAlias = {
  regex: '^@/features/',
  message:
    "Inside src/features, import another feature through its index ('../wallet') and your own files relatively.",
};

// No climbs of three folders or more (docs/architecture.md): `@/…` is src/, `@contract/…` and `@tests/…` the folders
// beside it (tsconfig.json paths, webpack.config.js resolve.alias, jest.config.js moduleNameMapper). The files below
// climbed before the aliases came and may until they are next changed; converting all of them at once would have
// touched about 150 files under other branches' feet. A file leaves the list when its climbs go.
const climb = {
  regex: '^(\\.\\./){3,}',
  message:
    "Climb at most two folders; import '@/services/…', '@/components/…', '@contract/…' or '@tests/…' instead.",
};
const climbBaseline = [
  'src/components/hooks/useMediaQuery.test.tsx',
  'src/features/company/companyTypes.ts',
  'src/features/company/components/CompanyCreateForm.tsx',
  'src/features/company/components/CompanyFields.tsx',
  'src/features/company/components/CompanyProfileSection.tsx',
  'src/features/company/components/PayoutAddressSection.tsx',
  'src/features/company/components/PublicPageSection.tsx',
  'src/features/company/components/SessionsSection.tsx',
  'src/features/company/components/SignOutSection.tsx',
  'src/features/home/components/KpiSection.tsx',
  'src/features/home/components/LatestOrders.tsx',
  'src/features/home/components/PayoutChangeNotice.tsx',
  'src/features/home/components/RevenueChart.tsx',
  'src/features/home/components/WalletBalances.tsx',
  'src/features/licenses/components/LicenseTerms.tsx',
  'src/features/licenses/components/LicenseVerificationView.tsx',
  'src/features/licenses/licenseTokenId.test.ts',
  'src/features/licenses/licensesApi.ts',
  'src/features/licenses/pages/LicenseVerificationPage.locales.test.tsx',
  'src/features/licenses/pages/LicenseVerificationPage.test.tsx',
  'src/features/licenses/pages/LicenseVerificationPage.tsx',
  'src/features/orders/components/ExportOrdersButton.tsx',
  'src/features/orders/components/OrderActions.tsx',
  'src/features/orders/components/OrderFilters.tsx',
  'src/features/orders/components/OrderNote.tsx',
  'src/features/orders/components/OrderStatusBadge.tsx',
  'src/features/orders/components/OrderStatusTabs.tsx',
  'src/features/orders/components/OrderTimeline.tsx',
  'src/features/orders/components/OrdersTable.tsx',
  'src/features/orders/orderStatus.ts',
  'src/features/orders/orderTypes.ts',
  'src/features/orders/pages/OrderDetailPage.tsx',
  'src/features/products/components/ConfirmProductDialog.tsx',
  'src/features/products/components/ProductActions.tsx',
  'src/features/products/components/ProductCreateForm.tsx',
  'src/features/products/components/ProductCreated.tsx',
  'src/features/products/components/ProductEditForm.tsx',
  'src/features/products/components/ProductFields.tsx',
  'src/features/products/components/ProductStatusBadge.tsx',
  'src/features/products/components/ProfileLookupError.tsx',
  'src/features/products/components/StablecoinBalance.test.tsx',
  'src/features/products/productForm.test.ts',
  'src/features/products/productForm.ts',
  'src/features/products/productTypes.ts',
  'src/features/session/sessionListeners.test.ts',
  'src/features/session/sessionSlice.test.ts',
  'src/features/storefront/components/BrandHeader.tsx',
  'src/features/storefront/components/BrandIdentity.tsx',
  'src/features/storefront/components/CheckoutDialog.tsx',
  'src/features/storefront/components/LicenseSummary.tsx',
  'src/features/storefront/components/ProductCard.tsx',
  'src/features/storefront/components/StorefrontBrandNav.tsx',
  'src/features/storefront/storefrontTypes.ts',
  'src/features/story/batchCalls.ts',
  'src/features/story/components/IssuerNotice.tsx',
  'src/features/story/components/IssuerSection.tsx',
  'src/features/story/components/QueueItem.tsx',
  'src/features/story/components/RemixesPanel.tsx',
  'src/features/story/components/StoryCard.tsx',
  'src/features/story/components/StoryFailureView.tsx',
  'src/features/story/components/StoryStepAction.tsx',
  'src/features/story/components/autoIssue.test.tsx',
  'src/features/story/components/entries.tsx',
  'src/features/story/components/issuerWallet.test.tsx',
  'src/features/story/storyTransactions.ts',
  'src/features/story/storyTypes.ts',
  'src/features/transactions/components/RecentTransactions.test.tsx',
  'src/features/ui/components/NoticeCenter.test.tsx',
  'src/features/wallet/components/WalletDialogHost.test.tsx',
  'src/features/wallet/components/WalletKitProvider.test.tsx',
  'src/features/wallet/components/useWalletDialogs.ts',
  'src/features/wallet/dialogs/AccountDialog.test.tsx',
  'src/features/wallet/dialogs/ConnectDialog.test.tsx',
  'src/features/wallet/dialogs/ConnectPane.tsx',
  'src/features/wallet/dialogs/DialogStrings.tsx',
  'src/features/wallet/dialogs/DownloadOptionsPane.tsx',
  'src/features/wallet/dialogs/DownloadPane.tsx',
  'src/features/wallet/dialogs/GetWalletPane.tsx',
  'src/features/wallet/dialogs/InstructionsPane.tsx',
  'src/features/wallet/dialogs/IntroPane.tsx',
  'src/features/wallet/dialogs/NetworkDialog.test.tsx',
  'src/features/wallet/dialogs/SignInDialog.test.tsx',
  'src/features/wallet/dialogs/WalletGroupList.tsx',
  'src/features/wallet/dialogs/WalletLinks.tsx',
  'src/features/wallet/dialogs/walletList.ts',
  'src/services/api/authApi.ts',
  'src/services/api/baseQueryWithReauth.test.ts',
  'src/services/api/responseShape.test.ts',
  'src/services/api/sessionsApi.ts',
  'src/services/api/signedCall.ts',
  'src/services/auth/message.test.ts',
  'src/services/i18n/translate.ts',
  'src/services/routing/paths.ts',
  'src/services/wallet/devWallet/DevWalletSheet.tsx',
  'src/services/wallet/devWallet/provider.test.ts',
  'src/services/wallet/names.test.ts',
];

// Features read the store through useFeatureSelector (src/services/hooks.ts), typed with the slices they declare: the
// app's typed hooks (src/app/hooks.ts) are above them, and a raw useSelector types nothing.
const rawUseSelector = {
  name: 'react-redux',
  importNames: ['useSelector'],
  message: 'Use useFeatureSelector (src/services/hooks.ts) in a feature, useAppSelector in src/app.',
};

/** The import rules of a file of src/: inside a feature or not, and whether it may still climb (the baseline). */
function restrictedImports({ inFeature, climbs = false }) {
  const patterns = inFeature ? [fromFeatures, featuresThroughAlias] : [fromOutsideFeatures];
  return [
    'error',
    {
      patterns: climbs ? patterns : [...patterns, climb],
      ...(inFeature ? { paths: [rawUseSelector] } : {}),
    },
  ];
}

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
    rules: { 'no-restricted-imports': restrictedImports({ inFeature: true }) },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/features/**'],
    rules: { 'no-restricted-imports': restrictedImports({ inFeature: false }) },
  },
  {
    files: climbBaseline.filter((file) => file.startsWith('src/features/')),
    rules: { 'no-restricted-imports': restrictedImports({ inFeature: true, climbs: true }) },
  },
  {
    files: climbBaseline.filter((file) => !file.startsWith('src/features/')),
    rules: { 'no-restricted-imports': restrictedImports({ inFeature: false, climbs: true }) },
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
