export * from './area-page.js';
export * from './badge.js';
export * from './fact-grid.js';
