// One Jest configuration for every package: swc transpiles TypeScript (with decorator metadata for Nest),
// and a reporter adds each run's counts to the suite-wide total that `npm test` prints.
const path = require('node:path');

const ESM_PACKAGES = ['content-disposition'];

/** @param {{ rootDir: string, testMatch?: string[], testTimeout?: number, globalSetup?: string }} options */
function jestConfig(options) {
  return {
    rootDir: options.rootDir,
    testEnvironment: 'node',
    testMatch: options.testMatch ?? ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.(int|e2e)-spec.ts'],
    testTimeout: options.testTimeout ?? 30000,
    globalSetup: options.globalSetup,
    // Some dependencies ship ESM only; Jest's CommonJS runtime needs them compiled like our sources.
    transformIgnorePatterns: [`/node_modules/(?!.*(${ESM_PACKAGES.join('|')})/)`],
    transform: {
      '^.+\\.(ts|js|mjs)$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            target: 'es2022',
            parser: { syntax: 'typescript', decorators: true },
            transform: { legacyDecorator: true, decoratorMetadata: true },
            keepClassNames: true,
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleFileExtensions: ['ts', 'js', 'json'],
    reporters: ['default', path.join(__dirname, 'count-reporter.cjs')],
  };
}

module.exports = { jestConfig };
