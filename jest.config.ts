import type { Config } from 'jest';

const config: Config = {
  // jest-fixed-jsdom (keeps Node's fetch, Request, Response for MSW) plus Node's File.
  testEnvironment: '<rootDir>/tests/utils/environment.cjs',
  testEnvironmentOptions: { customExportConditions: [''] },
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/e2e/'],
  setupFilesAfterEnv: ['<rootDir>/tests/utils/setupTests.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
  },
  moduleNameMapper: { '\\.css$': '<rootDir>/tests/utils/cssStub.ts' },
  clearMocks: true,
  testTimeout: 20_000,
};

export default config;
