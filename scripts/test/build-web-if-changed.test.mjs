// `npm start` builds the web app only when its sources changed: what counts as a change, and what does not.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { isBuiltFrom, sourceHash } from '../build-web-if-changed.mjs';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lifeorbit-build-hash-'));
after(() => fs.rmSync(root, { recursive: true, force: true }));
const write = (file, text) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
write('apps/web/src/main.tsx', 'render()');
write('apps/web/index.html', '<div id="root"></div>');
write('packages/contracts/src/index.ts', 'export {}');
write('packages/domain/src/index.ts', 'export {}');
write('package-lock.json', '{}');

describe('the web build check of npm start', () => {
  it('changes with a web source, a package the web imports or the lockfile', () => {
    const before = sourceHash(root);
    assert.equal(sourceHash(root), before);
    for (const [file, text] of [
      ['apps/web/src/main.tsx', 'render(1)'],
      ['apps/web/src/new-page.tsx', 'export {}'],
      ['packages/contracts/src/index.ts', 'export const x = 1'],
      ['packages/domain/src/index.ts', 'export const y = 1'],
      ['package-lock.json', '{"lockfileVersion":3}'],
    ]) {
      const previous = sourceHash(root);
      write(file, text);
      assert.notEqual(sourceHash(root), previous, file);
    }
  });

  it('ignores what tools write beside the sources: the build itself, node_modules, caches', () => {
    const before = sourceHash(root);
    write('apps/web/dist/assets/app.js', 'built');
    write('apps/web/node_modules/.vite/deps.json', '{}');
    write('apps/web/coverage/index.html', 'report');
    write('apps/web/tsconfig.tsbuildinfo', '{}');
    assert.equal(sourceHash(root), before);
  });

  it('counts a build as current only with its index.html and the same hash stamped beside it', () => {
    fs.rmSync(path.join(root, 'apps/web/dist'), { recursive: true, force: true });
    const hash = sourceHash(root);
    assert.equal(isBuiltFrom(root, hash), false);
    write('apps/web/dist/index.html', '<html>');
    assert.equal(isBuiltFrom(root, hash), false, 'a build with no stamp (npm run build) builds again');
    write('apps/web/dist/.source-hash', `${hash}\n`);
    assert.equal(isBuiltFrom(root, hash), true);
    assert.equal(isBuiltFrom(root, 'another'), false);
    fs.rmSync(path.join(root, 'apps/web/dist/index.html'));
    assert.equal(isBuiltFrom(root, hash), false);
  });
});
