export * from './field-parts.js';
export * from './text-field.js';
export * from './password-field.js';
export * from './select-field.js';
export * from './checkbox-field.js';
export * from './button.js';
export * from './form-error-summary.js';
