export * from './dialog.js';
export * from './filter-dialog.js';
export * from './responsive-list.js';
export * from './tab-bar.js';
export * from './use-list-state.js';
export * from './list-page.js';
export * from './paged-list.js';
