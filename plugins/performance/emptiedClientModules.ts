// Moved to plugins/lean-bundle; plugins/api-reference still imports it from here. Point those imports at
// ../lean-bundle/emptiedClientModules and delete this folder.
export * from '../lean-bundle/emptiedClientModules';
