// `npm start`: build when needed, then run the server (it migrates the database at start).
import { buildIfStale, root } from './build-if-stale.mjs';

buildIfStale();
await import(new URL(`file://${root}/dist/node/server/main.js`).href);
