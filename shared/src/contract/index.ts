export * from './bounded.js';
export * from './envelope.js';
export * from './define-call.js';
export * from './auth.js';
export * from './global.js';
export * from './rentals.js';
export * from './requests.js';
export * from './runtime-config.js';
