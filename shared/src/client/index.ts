export * from './api-error.js';
export * from './status-parser.js';
export * from './api-client.js';
export * from './required-response.js';
export * from './download.js';
export * from './storage.js';
export * from './query-keys.js';
export * from './reference-data.js';
