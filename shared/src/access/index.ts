// The lowest layer of shared: the permission shape, the route table, the management pages
// and the access table. It imports nothing of contract or rules; both import it.
export * from './permission-map.js';
export * from './route-table.js';
export * from './management-routes.js';
export * from './resource-access.js';
