export * from './auth.js';
export * from './documents.js';
export * from './outbox.js';
export * from './settings.js';
export * from './submissions.js';
export * from './support.js';
export * from './payments.js';
