/** Relay compiler configuration: the web client's GraphQL documents against the committed server schema. */
const config = {
  src: './web/src',
  schema: './schema.graphql',
  language: 'typescript',
  artifactDirectory: './web/src/__generated__',
  eagerEsModules: true,
  excludes: ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**'],
  customScalarTypes: {
    DateTime: 'string',
    Decimal: 'string',
    Money: 'string',
    JSON: 'unknown',
  },
};

export default config;
// relay-compiler loads this file with require(); Node's require(esm) returns the namespace object
// ({ __esModule, default }) unless the module names its CommonJS value with this export.
export { config as 'module.exports' };
