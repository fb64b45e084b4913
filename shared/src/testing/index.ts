export * from './render-area.js';
