export * from './create-remote-lifecycles.js';
export * from './start-remote-dev-page.js';
export * from './area-paths.js';
export * from './create-area-app.js';
export * from './require-route.js';
export * from './create-area-embed.js';
