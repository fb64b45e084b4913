export * from './messages.js';
export * from './permissions.js';
export * from './constants.js';
