// Articles calls of spec 001 §7 (Articles) and the product entities of §3, one file per
// feature under ./articles/: the product overview, a product's details and tabs, every action
// a care manager takes on a product, registration of an own aid, the inspections and repairs
// overviews, and (ours, beyond the spec) inspection due dates and QR label sheets. Dates
// travel as 'yyyy-MM-dd' strings. The design behind it: README of mf-articles and
// api/src/routes/articles/README.md.
export * from './articles/values.js';
export * from './articles/product.js';
export * from './articles/product-overview.js';
export * from './articles/inspections.js';
export * from './articles/repairs.js';
export * from './articles/cleanings.js';
export * from './articles/product-log.js';
export * from './articles/register-product.js';
export * from './articles/product-actions.js';
export * from './articles/labels.js';
export { productActionRoute } from './articles/call-access.js';
