// Stands in for the client modules that emptiedClientModules.ts empties (prismLanguages.ts, plugins/api-reference).
export {};
