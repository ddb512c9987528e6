// `npm run dev`: the API with reload on :3001 and Vite with hot reload on :5173.
import { spawn } from 'node:child_process';

const env = { ...process.env, NODE_ENV: 'development', PORT: process.env.API_PORT ?? '3001' };
const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: env.PORT } }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', stop));
