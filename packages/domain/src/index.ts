// The one entry point of the pure domain library: server and web import from here only.
export * from './common/api-envelope.js';
export * from './common/error-catalogue.js';
