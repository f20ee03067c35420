/**
 * The API reads of the page the app opens on, started with the app itself rather than when the page first draws
 * (issue 15, ADR 037): a page's queries otherwise leave only once its code, its texts and the shell have arrived and
 * drawn, one round trip after the other. `startEarlyReads` sends them beside the page's code; the page's own
 * `api.get` of the same path, made within `KEPT_MS`, takes that answer (or its failure) instead of asking again. Each
 * read is taken once; one nobody took is forgotten.
 */
const KEPT_MS = 10_000;

const started = new Map<string, Promise<unknown>>();

export function startEarlyRead(path: string, read: (path: string) => Promise<unknown>): void {
  if (started.has(path)) return;
  const answer = read(path);
  // Its failure belongs to the page that takes it; one nobody takes is not an unhandled rejection.
  answer.catch(() => undefined);
  started.set(path, answer);
  setTimeout(() => {
    if (started.get(path) === answer) started.delete(path);
  }, KEPT_MS);
}

/** The answer of a read started early for `path`, once; undefined when there is none (any more). */
export function takeEarlyRead(path: string): Promise<unknown> | undefined {
  const answer = started.get(path);
  started.delete(path);
  return answer;
}
