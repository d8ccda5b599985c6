/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts'],
  transform: {
    // The forms' schemas of the website, imported by the client/server parity property test.
    '/frontend/app/.+\\.ts$': '<rootDir>/test/frontend-transformer.js',
    '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.jest.json' }],
  },
  // The contracts package is consumed as built CommonJS, exactly as the compiled API uses it.
  moduleNameMapper: {
    '^@orbitwise/contracts$': '<rootDir>/../contracts/dist/cjs/index.js',
    '^@orbitwise/contracts/admin$': '<rootDir>/../contracts/dist/cjs/admin.js',
    '^@orbitwise/contracts/integrations$': '<rootDir>/../contracts/dist/cjs/integrations.js',
    '^@orbitwise/contracts/content$': '<rootDir>/../contracts/dist/cjs/content.js',
    '^@orbitwise/contracts/content-seed$': '<rootDir>/../contracts/dist/cjs/content-seed/index.js',
    '^@orbitwise/contracts/markdown$': '<rootDir>/../contracts/dist/cjs/markdown.js',
    '^@orbitwise/contracts/event-dates$': '<rootDir>/../contracts/dist/cjs/event-dates.js',
    // The website's modules (imported by the parity test) name their relative imports `.js`.
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 60000,
  // One worker, so the suites still run one after another on the run's database; it is replaced when
  // it holds more than this after a suite (run in band, the modules of ninety suites outgrow the heap).
  maxWorkers: 1,
  workerIdleMemoryLimit: '1200MB',
  // Jest orders the suites by the durations it cached. Kept inside the checkout (not the shared /tmp),
  // a clean clone runs them in the order CI does: the suites share the run's database.
  cacheDirectory: '<rootDir>/../node_modules/.cache/jest-backend',
};
