import { availableParallelism } from 'node:os';

// Three projects: the SPA in a jsdom that has fetch (jest-fixed-jsdom), the API in plain Node against a
// real PGlite, and the product scripts (`npm start` & co. in scripts/) in plain Node. All compile TypeScript with
// SWC; ESM-only packages (jose) are compiled too.
const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const esmOnlyPackages = ['jose', 'uqr', 'until-async'];
const transformIgnorePatterns = [`/node_modules/(?!(${esmOnlyPackages.join('|')})/)`];

/** @type {import('jest').Config} */
export default {
  // Jest's default is one worker per core less one: a single worker here. Most server suites spend their time waiting
  // on a local chain, a child process they SIGKILL or a timer, so two workers on two cores finish the suite sooner
  // (docs/performance.md, "The CI time").
  maxWorkers: Math.max(2, availableParallelism() - 1),
  projects: [
    {
      displayName: 'client',
      testEnvironment: 'jest-fixed-jsdom',
      // msw/node must resolve to its Node build even though jsdom asks for browser exports.
      testEnvironmentOptions: { customExportConditions: [''] },
      roots: ['<rootDir>/src', '<rootDir>/tests'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/e2e/'],
      setupFiles: ['<rootDir>/tests/env.cjs'],
      setupFilesAfterEnv: ['<rootDir>/tests/setup.ts'],
      transform: { '^.+\\.(t|j)sx?$': swcTransform, '^.+\\.m?js$': swcTransform },
      transformIgnorePatterns,
      // contract/ (shared with the API) is NodeNext-style: './x.js' means the TypeScript source.
      moduleNameMapper: {
        '\\.css$': '<rootDir>/tests/styleStub.cjs',
        '^(\\.{1,2}/.*contract/.*)\\.js$': '$1',
        // The path aliases of tsconfig.json, instead of climbing three folders or more.
        '^@/(.*)$': '<rootDir>/src/$1',
        '^@contract/(.*?)(\\.js)?$': '<rootDir>/contract/$1',
        '^@tests/(.*)$': '<rootDir>/tests/$1',
      },
      // ethers' Node builds use Node's Buffer, which jsdom's realm rejects; use its browser twins.
      resolver: '<rootDir>/tests/jestResolver.cjs',
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server'],
      testMatch: ['**/test/**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swcTransform, '^.+\\.m?js$': swcTransform },
      transformIgnorePatterns,
      // The server is NodeNext ESM and imports './x.js'; map those to the TypeScript sources.
      moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
    },
    {
      displayName: 'scripts',
      testEnvironment: 'node',
      roots: ['<rootDir>/scripts'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swcTransform, '^.+\\.m?js$': swcTransform },
      // scripts/devnet is NodeNext-style ESM like the server: './x.js' means the TypeScript source.
      moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
    },
  ],
};
