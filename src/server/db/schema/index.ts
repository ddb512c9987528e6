export * from './auth.js';
export * from './outbox.js';
