// Stands in for the client modules plugins/performance/index.ts empties.
export {};
