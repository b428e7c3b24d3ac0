/** Integration tests: real Docusaurus builds of a copy of the site (slow; run after unit tests). */
const unit = require('./jest.config.cjs');

module.exports = {
  ...unit,
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/integration'],
  setupFiles: ['<rootDir>/tests/integration/setup.ts'],
  setupFilesAfterEnv: [],
  testTimeout: 240_000,
};
