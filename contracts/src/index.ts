export * from './api.js';
export * from './rules.js';
export * from './check.js';
export * from './examples.js';
export * from './email-address-cases.js';
export * from './messages.js';
export * from './attribution.js';
export * from './analytics.js';
// The console's contract is its own entry, `@orbitwise/contracts/admin`, so that no public page's
// bundle carries it.
