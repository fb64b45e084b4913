export * from './tile.js';
export * from './tile-grid.js';
