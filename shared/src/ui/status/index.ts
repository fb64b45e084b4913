export * from './flash.js';
export * from './flash-message.js';
export * from './status-panel.js';
export * from './permission-gate.js';
