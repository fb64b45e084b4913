// `@portal/shared/ui/lists`: the list pages of the areas (list page, responsive list, tabs,
// filters, pagination, Excel download) and the parts of their detail pages. A subpath of its
// own, so the sign-in page and the shell do not load them.
export * from './list/index.js';
export * from './pagination.js';
export * from './download-button.js';
export * from './page/index.js';
export * from './view-file-button.js';
