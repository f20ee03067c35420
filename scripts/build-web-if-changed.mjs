// `npm start` builds the web app only when what goes into it changed: apps/web, the two packages it imports, the
// lockfile. Their hash is kept in the build's folder (apps/web/dist/.source-hash, which the server never serves), so
// a build made otherwise (`npm run build`) or a deleted folder builds again.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const DIST = 'apps/web/dist';
const STAMP = '.source-hash';
const INPUTS = ['apps/web', 'packages/contracts', 'packages/domain', 'package-lock.json', 'tsconfig.base.json'];
/** Folders and files that tools write beside the sources (none goes into the build). */
const SKIPPED = new Set(['node_modules', 'dist', 'coverage', '.cache', '.eslintcache', 'tsconfig.tsbuildinfo']);

/** Every input file, as sorted paths from the root. */
function inputFiles(root) {
  const files = [];
  const walk = (relative) => {
    const full = path.join(root, relative);
    const stat = fs.statSync(full, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isFile()) files.push(relative);
    else if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(full)) if (!SKIPPED.has(entry)) walk(path.posix.join(relative, entry));
    }
  };
  INPUTS.forEach((input) => walk(input));
  return files.sort();
}

/** One hash of the inputs' paths and contents. */
export function sourceHash(root) {
  const hash = crypto.createHash('sha256');
  for (const file of inputFiles(root)) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Whether the build in apps/web/dist was made from these sources by this script. */
export function isBuiltFrom(root, hash) {
  const dist = path.join(root, DIST);
  if (!fs.existsSync(path.join(dist, 'index.html')) || !fs.existsSync(path.join(dist, STAMP))) return false;
  return fs.readFileSync(path.join(dist, STAMP), 'utf8').trim() === hash;
}

/**
 * Builds the web app unless the build in apps/web/dist was made from these very sources; answers whether the web app
 * is there to serve.
 */
export function buildWebIfChanged(root) {
  const started = Date.now();
  // Hashed before the build: a source saved while it runs makes the next start build again.
  const hash = sourceHash(root);
  if (isBuiltFrom(root, hash)) {
    console.log(`web app: unchanged since its build, not building it again (checked in ${Date.now() - started} ms)`);
    return true;
  }
  const build = spawnSync('npm', ['run', '-s', 'build', '-w', '@lifeorbit/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) return false;
  fs.writeFileSync(path.join(root, DIST, STAMP), `${hash}\n`);
  return true;
}
