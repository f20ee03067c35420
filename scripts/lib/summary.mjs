// The closing summary of `npm test`: one row per suite, the suites that could not run with why, and the plain line
// `N passed, N failed` that CI reads. A suite that could not run (its tool missing and not installable here) counts as
// one failure: `npm test` promises the same suites as CI, so a run without them is never a pass.

/**
 * @typedef {{ name: string, passed: number, failed: number, note: string, notRun?: boolean, failures?: string[] }} SuiteResult
 * `failures` names the tests that failed (file and title), so the summary's last lines, all that CI keeps, say which.
 */

/** A suite that did not run, and why. @returns {SuiteResult} */
export function notRun(name, reason) {
  return { name, passed: 0, failed: 1, note: `not run: ${reason}`, notRun: true };
}

/** At most this many failed tests are named per suite. */
const MAX_NAMED = 10;

/** @param {SuiteResult[]} results @returns {{ lines: string[], passed: number, failed: number }} */
export function summary(results) {
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  const width = Math.max(22, ...results.map((r) => r.name.length));
  const lines = ['Summary'];
  for (const r of results) {
    const note = r.notRun ? 'not run' : r.note;
    lines.push(
      `  ${r.name.padEnd(width)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed  (${note})`,
    );
  }
  const skipped = results.filter((r) => r.notRun);
  if (skipped.length > 0) {
    lines.push(`Not run (${skipped.length}, each counted as 1 failed):`);
    for (const r of skipped) lines.push(`  ${r.name}: ${r.note.replace(/^not run: /, '')}`);
  }
  const failing = results.filter((r) => (r.failures ?? []).length > 0);
  if (failing.length > 0) {
    lines.push('Failed tests:');
    for (const r of failing) {
      const shown = r.failures.slice(0, MAX_NAMED);
      for (const test of shown) lines.push(`  ${r.name}: ${test}`);
      if (r.failures.length > shown.length) lines.push(`  ${r.name}: and ${r.failures.length - shown.length} more`);
    }
  }
  lines.push(`${passed} passed, ${failed} failed`);
  return { lines, passed, failed };
}
