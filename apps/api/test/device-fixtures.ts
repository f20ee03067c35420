import fs from 'node:fs';
import path from 'node:path';

/**
 * The real files of ../shared/fixtures/devices (issue 42): read where they are, never copied into the repository.
 * The folder is DEVICE_FIXTURES_DIR if set, else the first `shared/fixtures/devices` found walking up from the
 * repository's root, else /work/shared/fixtures/devices; none of these is an error naming every path tried.
 */
let found: string | undefined;

export function deviceFixturesDir(): string {
  if (found) return found;
  const tried: string[] = [];
  const candidates: string[] = [];
  if (process.env.DEVICE_FIXTURES_DIR) candidates.push(path.resolve(process.env.DEVICE_FIXTURES_DIR));
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  for (let dir = repoRoot; ; dir = path.dirname(dir)) {
    candidates.push(path.join(dir, 'shared/fixtures/devices'));
    if (path.dirname(dir) === dir) break;
  }
  candidates.push('/work/shared/fixtures/devices');
  for (const candidate of candidates) {
    tried.push(candidate);
    if (fs.existsSync(path.join(candidate, 'PROVENANCE.md'))) return (found = candidate);
  }
  throw new Error(`The device fixtures (shared/fixtures/devices) are not found; tried:\n  ${tried.join('\n  ')}`);
}

/** One fixture's bytes. */
export function deviceFixture(name: string): Buffer {
  return fs.readFileSync(path.join(deviceFixturesDir(), name));
}
