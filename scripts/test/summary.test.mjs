// The closing summary of `npm test`: a suite that could not run is named with its reason and counted as a failure.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { notRun, summary } from '../lib/summary.mjs';

describe('npm test summary', () => {
  it('adds every suite up into the plain closing line', () => {
    const { lines, passed, failed } = summary([
      { name: 'lint', passed: 1, failed: 0, note: '9.0s' },
      { name: 'api (PGlite)', passed: 410, failed: 2, note: '80.1s' },
    ]);
    assert.equal(passed, 411);
    assert.equal(failed, 2);
    assert.equal(lines.at(-1), '411 passed, 2 failed');
    assert.ok(!lines.some((line) => line.startsWith('Not run')));
  });

  it('names each suite that did not run and why, and counts it as one failure', () => {
    const { lines, failed } = summary([
      { name: 'lint', passed: 1, failed: 0, note: '9.0s' },
      notRun('api (PostgreSQL)', "PostgreSQL's server programs are not installed"),
      notRun('browser (Chromium)', 'no Chromium'),
    ]);
    assert.equal(failed, 2);
    assert.equal(lines.at(-1), '1 passed, 2 failed');
    assert.ok(lines.includes('Not run (2, each counted as 1 failed):'));
    assert.ok(lines.includes("  api (PostgreSQL): PostgreSQL's server programs are not installed"));
    assert.ok(lines.includes('  browser (Chromium): no Chromium'));
    assert.match(lines.find((line) => line.includes('browser (Chromium)')) ?? '', /0 passed +1 failed {2}\(not run\)/);
  });

  it('names the failed tests of each suite just above the closing line, ten at most', () => {
    const names = Array.from({ length: 12 }, (_, i) => `test/a.test.ts > case ${i}`);
    const { lines } = summary([
      { name: 'web', passed: 3, failed: 0, note: '1.0s' },
      { name: 'api (PostgreSQL)', passed: 400, failed: 12, note: '9.0s', failures: names },
    ]);
    const at = lines.indexOf('Failed tests:');
    assert.ok(at > 0);
    assert.equal(lines[at + 1], '  api (PostgreSQL): test/a.test.ts > case 0');
    assert.equal(lines[at + 11], '  api (PostgreSQL): and 2 more');
    assert.equal(lines.at(-1), '403 passed, 12 failed');
  });
});
