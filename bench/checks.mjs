// Small helpers shared by the robustness checks (backup-restore, proxies) and the load benchmarks: a JSON client, a
// list of named checks, waiting for a server, percentiles.

/** Calls the API at base as the web does (JSON, its Origin); answers status, headers, body and the cookies set. */
export function jsonClient(base) {
  return async (method, url, body, cookie) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const cookies = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const json = await response.json().catch(() => null);
    return { status: response.status, headers: response.headers, body: json, cookie: cookies };
  };
}

/** Named checks printed as they run; summary() prints `N passed, N failed` and answers the exit code. */
export function createChecks() {
  const results = [];
  return {
    check(name, ok, detail = '') {
      results.push(ok);
      console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
    },
    summary() {
      const failed = results.filter((ok) => !ok).length;
      console.log(`\n${results.length - failed} passed, ${failed} failed`);
      return failed === 0 ? 0 : 1;
    },
  };
}

/** Waits until `url` answers 2xx (a server starting): `tries` times half a second, a minute by default. */
export async function waitFor(url, tries = 120) {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}

/** The p-th percentile of ascending latencies, in whole ms. */
export const percentile = (sorted, p) => Math.round(sorted[Math.ceil((p / 100) * sorted.length) - 1] ?? 0);

/**
 * The first `count` exercises of a catalogue list that are logged in weight and reps (issue 39: a plank or a row
 * refuses them). A list from before effort modes were listed has no `effortMode`: every exercise counts.
 */
export function liftingExercises(items, count) {
  const found = items.filter((exercise) => (exercise.effortMode ?? 'reps') === 'reps').slice(0, count);
  if (found.length < count) throw new Error(`the catalogue list has ${found.length} reps exercises, ${count} needed`);
  return found;
}
