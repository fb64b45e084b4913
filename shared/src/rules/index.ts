export * from './catalogue/index.js';
export * from './permissions.js';
export * from './constants.js';
export * from './validation.js';
export * from './pagination.js';
export * from './date-parts.js';
export * from './date-format.js';
export * from './upload-types.js';
