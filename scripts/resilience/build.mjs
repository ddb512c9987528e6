// The build the tests run: a private copy of dist (snapshotBuild), so that a build in the shared
// working tree during the run cannot swap files out from under servers that restart.
import path from 'node:path';
import { buildIfStale } from '../build-if-stale.mjs';
import { snapshotBuild } from '../lib/e2e-support.mjs';

let buildDir = null;

/** Builds when the sources changed, then copies the build (removed when this process exits). */
export function prepareBuild() {
  buildIfStale();
  buildDir = snapshotBuild();
}

/** The copied build's root, where its dist/ is. */
export function builtRoot() {
  if (!buildDir) throw new Error('prepareBuild() must run before the tests use the build');
  return buildDir;
}

/** A file of the copied build, e.g. builtFile('dist/node/server/cli.js'). */
export function builtFile(relative) {
  return path.join(builtRoot(), relative);
}
