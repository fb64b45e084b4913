// MESSAGES now lives in the catalogue (./catalogue/); this path stays for the modules that
// import it directly.
export * from './catalogue/messages.js';
