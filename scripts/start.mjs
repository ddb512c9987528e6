// `npm start`: build when needed, then run the server (it migrates the database at start) with
// the Node flags it ships with, passing on the signals that stop it and its exit code.
import { spawn } from 'node:child_process';
import { buildIfStale, root } from './build-if-stale.mjs';
import { serverArgs } from './lib/server-command.mjs';

buildIfStale();
const server = spawn(process.execPath, serverArgs(root), { stdio: 'inherit' });
// Ctrl-C reaches both processes; the server finishes its requests, then this one follows it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 1));
