// `@portal/shared/ui/forms`: the form parts only the area pages use (searchable select,
// file picker and uploads, quantity list, repair report, signature, reference fields, date
// field, catalogue tree). A subpath of its own, so the sign-in page and the shell do not load them.
export * from './form/searchable-select.js';
export * from './form/file-picker.js';
export * from './form/read-upload.js';
export * from './form/quantity-list.js';
export * from './form/repair-report-form.js';
export * from './form/signature-pad-field.js';
export * from './reference/index.js';
export * from './date-field.js';
export * from './date-range-fields.js';
export * from './tree/catalogue-tree.js';
