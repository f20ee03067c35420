// Small helpers shared by the robustness checks (backup-restore, proxies): a JSON client and a list of named checks.

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
