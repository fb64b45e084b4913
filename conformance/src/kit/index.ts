// The kit as a library: run it, and the configuration it reads from flags.
export { runKit, type TKitReport } from './run-kit.js';
export { DEMO_IDS, readKitConfig, USAGE, type TKitConfig } from './kit-config.js';
export type { TResult, TTier } from './results.js';
