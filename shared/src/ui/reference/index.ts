export * from './reference-keys.js';
export * from './get-locations.js';
export * from './get-departments.js';
export * from './get-contacts.js';
export * from './contact-select.js';
export * from './delivery-wish-fields.js';
