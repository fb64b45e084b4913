// The core contract, which every page loads: the envelope, call definitions, bounds, sign-in
// and session, reference data and the portal-wide calls. An area's own calls and schemas are
// subpaths of their own (`@portal/shared/contract/rentals`, ...), loaded only by its pages.
export * from './bounded.js';
export * from './schema-walk.js';
export * from './envelope.js';
export * from './list-order.js';
export * from './define-call.js';
export * from './auth.js';
export * from './global.js';
export * from './runtime-config.js';
export * from './area-host.js';
export * from './portal-calls.js';
export * from './mail-preferences.js';
export * from './passkeys.js';
export * from './live-events.js';
