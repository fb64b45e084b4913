export * from './messages.js';
export * from './permissions.js';
