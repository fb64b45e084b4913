export * from './area-page.js';
export * from './area-not-found-page.js';
export * from './badge.js';
export * from './fact-grid.js';
export * from './request-status-badge.js';
export * from './running-requests.js';
