/** The installed version of each shared library (vite.config.ts). */
declare const __SHARED_VERSIONS__: Record<string, string>;
