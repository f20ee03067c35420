/**
 * Spec §4, §7: session events (backgrounded, ended) and a quiet client-side monitor. Everything is sent to
 * POST /api/security/events and lands in the admin-action log; the member is never told and never waits on it.
 */
const ENDPOINT = '/api/security/events';
/** Spec §9: security event content is truncated to 100 characters. */
export const SECURITY_CONTENT_MAX = 100;
/** A page that reports more than this is misbehaving; the API rate-limits as well. */
const MAX_REPORTS_PER_PAGE = 20;
const SUSPICIOUS_ATTRIBUTES = ['onload', 'onerror', 'onclick', 'onmouseover'] as const;
/** Error messages that hint at injected code: script, eval or the Function constructor. */
const XSS_HINT = /script|eval|function\s*\(|function constructor|new function/i;

export type SecurityEvent =
  | { type: 'session_event'; event: 'backgrounded' | 'ended' }
  | {
      type: 'potential_xss_detected';
      message: string;
      file: string | null;
      line: number | null;
      column: number | null;
    }
  | { type: 'inline_script_detected'; content: string }
  | {
      type: 'suspicious_attribute_detected';
      attribute: (typeof SUSPICIOUS_ATTRIBUTES)[number];
      value: string;
      tagName: string;
    };

export function cut(text: string | null | undefined): string {
  return (text ?? '').slice(0, SECURITY_CONTENT_MAX);
}

let reportsSent = 0;
const seen = new Set<string>();
const listeners = new Set<(event: SecurityEvent) => void>();

/** Lets a page watch what the monitor reports (the /safeguard-testing demo); answers a function that stops it. */
export function onSecurityEvent(listener: (event: SecurityEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Sends one event with a quiet fetch. `keepalive` lets it outlive the page when the page is going away, as a beacon
 * would; a beacon cannot say its body is JSON (it posts text/plain), which the API refuses (issue 25).
 */
export function reportSecurityEvent(event: SecurityEvent): void {
  const signature = JSON.stringify(event);
  if (event.type !== 'session_event') {
    if (seen.has(signature) || reportsSent >= MAX_REPORTS_PER_PAGE) return;
    seen.add(signature);
    reportsSent += 1;
  }
  for (const listener of listeners) listener(event);
  const body = JSON.stringify({ ...event, timestamp: new Date().toISOString(), url: location.href.slice(0, 2000) });
  try {
    void fetch(ENDPOINT, {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body,
    }).catch(() => undefined);
  } catch {
    // Logging must never break the page.
  }
}

/** Logs backgrounded when the page is hidden and ended when it is closed; answers a function that stops it. */
export function startSessionEvents(): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') {
      reportSecurityEvent({ type: 'session_event', event: 'backgrounded' });
    }
  };
  const onPageHide = () => reportSecurityEvent({ type: 'session_event', event: 'ended' });
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onPageHide);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', onPageHide);
  };
}

function inspectElement(element: Element): void {
  if (element instanceof HTMLScriptElement && !element.src && element.textContent?.trim()) {
    reportSecurityEvent({ type: 'inline_script_detected', content: cut(element.textContent) });
  }
  for (const attribute of SUSPICIOUS_ATTRIBUTES) {
    const value = element.getAttribute(attribute);
    if (value !== null) {
      reportSecurityEvent({
        type: 'suspicious_attribute_detected',
        attribute,
        value: cut(value),
        tagName: element.tagName.toLowerCase(),
      });
    }
  }
}

function inspectAdded(node: Node): void {
  if (!(node instanceof Element)) return;
  inspectElement(node);
  for (const child of node.querySelectorAll(`script, ${SUSPICIOUS_ATTRIBUTES.map((a) => `[${a}]`).join(', ')}`)) {
    inspectElement(child);
  }
}

let stopMonitor: (() => void) | null = null;

/**
 * Watches the page for inline scripts and inline event handlers added after load, and for errors that mention
 * script, eval or the Function constructor. Started once per page; calling it again does nothing.
 */
export function startSecurityMonitor(root: Node = document.documentElement): () => void {
  if (stopMonitor) return stopMonitor;
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === 'childList') mutation.addedNodes.forEach(inspectAdded);
      else if (mutation.type === 'attributes' && mutation.target instanceof Element) inspectElement(mutation.target);
    }
  });
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: [...SUSPICIOUS_ATTRIBUTES],
  });
  const onError = (event: ErrorEvent) => {
    const message = event.message || (event.error instanceof Error ? event.error.message : '');
    if (!XSS_HINT.test(message)) return;
    reportSecurityEvent({
      type: 'potential_xss_detected',
      message: cut(message),
      file: event.filename ? event.filename.slice(0, 2000) : null,
      line: Number.isInteger(event.lineno) ? event.lineno : null,
      column: Number.isInteger(event.colno) ? event.colno : null,
    });
  };
  window.addEventListener('error', onError);
  stopMonitor = () => {
    observer.disconnect();
    window.removeEventListener('error', onError);
    stopMonitor = null;
  };
  return stopMonitor;
}

/** For tests: forget what was reported. */
export function resetSecurityReports(): void {
  reportsSent = 0;
  seen.clear();
}
