module.exports = require('@arrstack/jest-preset').jestConfig({ rootDir: __dirname });
