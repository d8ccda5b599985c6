export * from './api.js';
export * from './rules.js';
