export * from './session/session-context.js';
export * from './form/index.js';
export * from './status/index.js';
export * from './tiles/index.js';
export * from './icons/index.js';
