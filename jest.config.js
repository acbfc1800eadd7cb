// @ts-check
// Jest's configuration, in plain JavaScript like webpack.config.js: Jest would load a
// TypeScript one through ts-node, type-checking it on every run (about 3 s of each start).
// An editor still checks it against the type annotation below.

// Tests see the same clock zone on every machine (dates are formatted in it). CI sets TZ itself
// to run the date tests once more in a zone far from UTC and India.
process.env.TZ ??= 'UTC';

/** @type {import('jest').Config} */
module.exports = {
  // jest-fixed-jsdom (keeps Node's fetch, Request, Response for MSW) plus Node's File.
  testEnvironment: '<rootDir>/tests/utils/environment.cjs',
  testEnvironmentOptions: { customExportConditions: [''] },
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/e2e/'],
  // `@/…` is `src/…`, as in tsconfig.json's `paths` and webpack's `resolve.alias`.
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
  // Before react-dom loads: the DevTools hook that tests/utils/renderTracker.ts records with.
  setupFiles: ['<rootDir>/tests/utils/renderTracker.ts'],
  setupFilesAfterEnv: ['<rootDir>/tests/utils/setupTests.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
  },
  clearMocks: true,
  testTimeout: 20_000,
};
