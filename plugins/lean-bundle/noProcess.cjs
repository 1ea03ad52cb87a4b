// Stands in for the `process` polyfill in React's code: see index.ts.
module.exports = undefined;
