module.exports = require('../tooling/jest.app.cjs').createJestConfig(__dirname);
