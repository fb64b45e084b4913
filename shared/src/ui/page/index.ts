export * from './area-page.js';
export * from './badge.js';
