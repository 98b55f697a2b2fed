// The one entry point of the pure domain library: server and web import from here only.
export * from './common/api-envelope.js';
export * from './common/error-catalogue.js';
export * from './datetime/korea-time.js';
export * from './datetime/ymd.js';
export * from './datetime/hm.js';
export * from './format/phone.js';
export * from './format/biz-no.js';
export * from './format/mask-text.js';
export * from './format/man-won.js';
export * from './format/bytes.js';
export * from './format/korean-time.js';
export * from './format/time-diff.js';
