// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { forgetMe, getMe, wasSignedInHere } from './session';

const ME = { id: 'u1', email: 'm@example.com', name: 'M' };

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the member remembered on this device', () => {
  it('is remembered when the server says who is signed in', async () => {
    mockApi(() => Response.json({ me: ME }));
    expect(await getMe()).toMatchObject({ id: 'u1' });
    expect(wasSignedInHere()).toBe(true);
  });

  it('is not remembered again by a read that was on its way when the member signed out', async () => {
    let answer: ((response: Response) => void) | null = null;
    mockApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    const reading = getMe();
    await vi.waitFor(() => expect(answer).not.toBeNull());
    forgetMe();
    answer!(Response.json({ me: ME }));
    expect(await reading).toBeNull();
    expect(wasSignedInHere()).toBe(false);
  });
});
