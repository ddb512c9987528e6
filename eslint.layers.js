// The layer rule, as ESLint checks it: shared <- ui/lib <- features <- pages <- app.
//
// - src/shared is imported by both sides: no Node, no React, nothing of the client, and no
//   #subpath imports (the server runs the built files with plain node).
// - src/server never imports the client and never uses #subpath imports.
// - In the client, an import that leaves its folder (a feature, components, lib, testing, pages,
//   app) goes through #client/... or #shared/...; relative imports stay inside the folder.
// - components/ui, lib and testing import no feature, page or app; a feature imports no other
//   feature, page or app; a page imports no app.
//
// no-restricted-imports takes one set of options per file (the last matching config wins), so
// each client file gets exactly one generated block: its folder's rules plus a ban on climbing
// out of that folder with ../ (deeper files may climb further, never past the folder).
import { readdirSync } from 'node:fs';

const clientFiles = (glob) => [`src/client/${glob}.ts`, `src/client/${glob}.tsx`];
const MAX_DEPTH = 6;

const layerMessage =
  'Layers: shared <- ui/lib <- features <- pages <- app, and features never import each other. ' +
  'Compose features in a page, or move what both need to components/ui, lib or src/shared.';
const escapeMessage =
  "Leave this folder through '#client/...' or '#shared/...', not through '../'.";

/** Bans, as no-restricted-imports regex patterns. */
const ban = (regex, message = layerMessage) => ({ regex, message });
const noFeatures = ban('^#client/features/');
const noPages = ban('^#client/pages/');
const noApp = ban('^#client/app/');
const otherFeatures = (name) => ban(`^#client/features/(?!${name}/)`);

/** '../' repeated more often than `depth`: a relative import that leaves the folder. */
const climbsOut = (depth) => ban(`^(\\.\\./){${depth + 1},}`, escapeMessage);

/** One block per depth under `folder` (a glob such as 'lib' or 'features/admin'). */
function folderBlocks(folder, bans) {
  const blocks = [];
  for (let depth = 0; depth <= MAX_DEPTH; depth++) {
    const glob = [folder, ...Array(depth).fill('*'), '*'].join('/');
    blocks.push({
      files: clientFiles(glob),
      rules: {
        'no-restricted-imports': ['error', { patterns: [...bans, climbsOut(depth)] }],
      },
    });
  }
  return blocks;
}

const features = readdirSync(new URL('./src/client/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const clientBlocks = [
  // main.tsx and other files at the top of src/client.
  {
    files: clientFiles('*'),
    rules: { 'no-restricted-imports': ['error', { patterns: [climbsOut(0)] }] },
  },
  ...folderBlocks('components', [noFeatures, noPages, noApp]),
  ...folderBlocks('lib', [noFeatures, noPages, noApp]),
  ...folderBlocks('testing', [noFeatures, noPages, noApp]),
  ...features.flatMap((name) =>
    folderBlocks(`features/${name}`, [otherFeatures(name), noPages, noApp]),
  ),
  // Page tests render the whole app (routes, guards): the one place a page file reaches up.
  ...folderBlocks('pages', [noApp]),
  {
    files: clientFiles('pages/*.test'),
    rules: { 'no-restricted-imports': ['error', { patterns: [climbsOut(0)] }] },
  },
  ...folderBlocks('app', []),
];

const noSubpath = ban(
  '^#',
  'No #subpath imports here: the server runs the built files with plain node. Import relatively.',
);
const noClient = ban('^(\\.\\./)+client/', 'The client is not part of the server or src/shared.');

export const layerRules = [
  ...clientBlocks,
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'react', 'react-dom'],
              message: 'src/shared runs in the browser too: no Node and no React.',
            },
            noSubpath,
            noClient,
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noSubpath, noClient] }] },
  },
];
