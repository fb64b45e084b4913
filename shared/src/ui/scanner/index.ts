export * from './scan-target.js';
export * from './camera-errors.js';
export * from './barcode-scanner.js';
export * from './scan-panel.js';
