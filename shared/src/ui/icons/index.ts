export * from './icon.js';
export * from './icons.js';
export * from './document-icon.js';
