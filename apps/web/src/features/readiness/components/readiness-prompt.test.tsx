// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDay } from '@/lib/local-date';
import { renderWithApp } from '@/test/render';
import { ReadinessPrompt } from './readiness-prompt';

const TITLE = 'How ready are you today?';

/** /api/readiness/latest answers when `answer` is called: the prompt is drawn before that. */
function latestReadinessLater() {
  let answer: (readinessDay: string | null) => void = () => undefined;
  const reply = new Promise<string | null>((resolve) => (answer = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      const day = await reply;
      const readiness = day ? { day, energy: 80, sleep: 4, soreness: 2, stress: 2 } : null;
      return new Response(JSON.stringify({ readiness, energy: readiness?.energy ?? 65 }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return (day: string | null) => answer(day);
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('ReadinessPrompt', () => {
  it('is drawn with the workout, before the server says whether there was a check-in today, and stays', async () => {
    const answer = latestReadinessLater();
    await renderWithApp(<ReadinessPrompt />);
    expect(screen.getByRole('heading', { name: TITLE })).toBeTruthy();
    answer(null);
    await waitFor(() => expect(localStorage.getItem('lifeorbit.readiness-day')).toBeNull());
    expect(screen.getByRole('heading', { name: TITLE })).toBeTruthy();
  });

  it('goes away when the server knows of a check-in today, and this device remembers it for the next visit', async () => {
    const answer = latestReadinessLater();
    await renderWithApp(<ReadinessPrompt />);
    answer(localDay());
    await waitFor(() => expect(screen.queryByRole('heading', { name: TITLE })).toBeNull());
    expect(localStorage.getItem('lifeorbit.readiness-day')).toBe(localDay());
  });

  it('is not drawn at all when this device saw a check-in today', async () => {
    localStorage.setItem('lifeorbit.readiness-day', localDay());
    latestReadinessLater();
    await renderWithApp(<ReadinessPrompt />);
    expect(screen.queryByRole('heading', { name: TITLE })).toBeNull();
  });
});
