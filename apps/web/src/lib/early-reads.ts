/**
 * The API reads of the page the app opens on, started with the app itself rather than when the page first draws
 * (issue 15, ADR 037): a page's queries otherwise leave only once its code, its texts and the shell have arrived and
 * drawn, one round trip after the other. `startEarlyRead` sends them beside the page's code; the page's own `api.get`
 * of the same path takes that answer (or its failure) instead of asking again. Each read is taken once. One nobody
 * took is forgotten `KEPT_MS` after it settled, and every read is forgotten when the app writes anything: a later
 * read must never get an answer from before a change.
 */
const KEPT_MS = 3_000;

const started = new Map<string, Promise<unknown>>();

export function startEarlyRead(path: string, read: (path: string) => Promise<unknown>): void {
  if (started.has(path)) return;
  const answer = read(path);
  started.set(path, answer);
  const forget = () =>
    setTimeout(() => {
      if (started.get(path) === answer) started.delete(path);
    }, KEPT_MS);
  // Its failure belongs to the page that takes it; one nobody takes is not an unhandled rejection.
  answer.then(forget, forget);
}

/** The answer of a read started early for `path`, once; undefined when there is none (any more). */
export function takeEarlyRead(path: string): Promise<unknown> | undefined {
  const answer = started.get(path);
  started.delete(path);
  return answer;
}

/** Called on every write: what was read before it may be out of date. */
export function forgetEarlyReads(): void {
  started.clear();
}
