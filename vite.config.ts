import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The API runs on its own port during `npm run dev`; production serves both from one process.
const apiPort = process.env.API_PORT ?? '3001';

const sep = '[\\\\/]';
const underNodeModules = (packages: string) =>
  new RegExp(`${sep}node_modules${sep}(${packages})${sep}`);
const radixModule = underNodeModules('@radix-ui');

/*
 * Fewer, larger chunks (docs/decisions/010-page-budgets.md). Left to itself the bundler cut a
 * chunk for every set of lazy pages sharing a module: a signed-in page loaded 21 to 40 scripts,
 * most under 1 KB, and a browser opens six connections to an HTTP/1.1 server, so the page's
 * scripts arrived in waves, each a round trip behind the last. These groups make the app shell
 * one file and gather what lazy pages share into a few.
 */
const chunkGroups = [
  // Everything the first render needs, in the entry's one file.
  { name: 'app', tags: ['$initial' as const], priority: 10 },
  // Our own components, helpers and domain rules used by three or more lazy chunks.
  {
    name: 'shared',
    test: new RegExp(
      `${sep}src${sep}(client${sep}(lib|components${sep}ui)|shared${sep}domain)${sep}`,
    ),
    minShareCount: 3,
    priority: 5,
  },
  // Forms, and apart from them their validation: a form may load zod with its first check.
  { name: 'forms', test: underNodeModules('react-hook-form'), priority: 4 },
  { name: 'zod', test: underNodeModules('zod|@hookform'), priority: 4 },
  // Radix primitives shared by lazy chunks; its popper (menus, selects) stays with the few
  // screens that position a floating box.
  {
    name: 'radix',
    test: (id: string) => radixModule.test(id) && !id.includes('react-popper'),
    minShareCount: 2,
    priority: 3,
  },
  { name: 'icons', test: underNodeModules('lucide-react'), minShareCount: 2, priority: 2 },
];

export default defineConfig({
  root: 'src/client',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/healthz': `http://127.0.0.1:${apiPort}` },
  },
});
