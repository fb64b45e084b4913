export * from './area-page.js';
export * from './area-not-found-page.js';
export * from './badge.js';
export * from './fact-grid.js';
