// The build tooling of the portal's front ends (ARCHITECTURE.md "Sharing"): what every
// vite.config.ts imports. Build-time only; nothing here runs in a browser.
export {
  apiDevProxy,
  BUILD_OPTIONS,
  defineRemoteConfig,
  type TRemoteConfigOptions,
} from './remote-vite-config.ts';
export { federationSharedDefine } from './federation-shared.ts';
export { importMapShares } from './import-map-shares.ts';
export { precompressAssets } from './precompress-assets.ts';
