export * from './api.js';
export * from './rules.js';
export * from './check.js';
export * from './examples.js';
export * from './messages.js';
export * from './admin.js';
