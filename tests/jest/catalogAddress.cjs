// What a catalog file's address is under jest, which imports the catalog as a module instead (src/i18n/catalogs.ts).
module.exports = { __esModule: true, default: '/texts/under-jest.mjs' };
