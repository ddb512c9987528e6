import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { projectPath } from './project-path.js';

interface LockPackage {
  version?: string;
  engines?: { node?: string } | string[];
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const readJson = (file: string) => JSON.parse(readFileSync(projectPath(file), 'utf8'));
const packages: Record<string, LockPackage> = readJson('package-lock.json').packages;

/** The lock path Node loads `name` from when the package at `from` imports it. */
function resolvedPath(from: string, name: string): string | undefined {
  for (let dir = from; ; dir = dir.slice(0, Math.max(0, dir.lastIndexOf('/node_modules/')))) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return undefined;
  }
}

/** The lock paths of the packages that load the one at `path`. */
function dependentsOf(path: string): string[] {
  return Object.entries(packages)
    .filter(([from, pkg]) =>
      Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies }).some(
        (name) => resolvedPath(from, name) === path,
      ),
    )
    .map(([from]) => from);
}

// Uppy runs in the browser only (the client tests run it in happy-dom on Node 20 all the same).
// Its version 6 retries a failed PUT; version 5 does not, so it stays at 6 with what it needs.
const browserOnly = (path: string) => /(^|\/)node_modules\/@uppy\/[^/]+$/.test(path);

describe('the Node versions the installed packages allow', () => {
  const oldest = semver.minVersion(readJson('package.json').engines.node)!;

  it('starts from Node 20.19, the version CI and the machines run', () => {
    expect(oldest.version).toBe('20.19.0');
  });

  it('holds no package that refuses that Node, except what only the browser loads', () => {
    const refusing = Object.keys(packages).filter((path) => {
      const engines = packages[path]!.engines;
      const range = Array.isArray(engines) ? undefined : engines?.node;
      return range !== undefined && !semver.satisfies(oldest, range);
    });
    const onTheServer = refusing.filter((path) => {
      const dependents = dependentsOf(path);
      return dependents.length === 0 || !dependents.every(browserOnly);
    });
    expect(onTheServer).toEqual([]);
  });
});
