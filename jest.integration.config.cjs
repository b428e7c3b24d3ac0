/** Integration tests: real Docusaurus builds of a copy of the site (slow; run after unit tests). */
const unit = require('./jest.config.cjs');

module.exports = {
  ...unit,
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/integration'],
  setupFiles: ['<rootDir>/tests/integration/setup.ts'],
  setupFilesAfterEnv: [],
  testTimeout: 240_000,
  // Two files at a time, whatever the cores (Jest's default is one fewer than them: one on CI's
  // two). A file spends part of its time waiting (the dev server's rebuilds, a browser's page
  // loads): run one at a time the suite kept the machine 70% busy; two at a time, 97%, and it took
  // 260 s instead of 340. Each file has its own copy of the site and its own ports.
  maxWorkers: 2,
};
