import { describe, expect, it } from 'vitest';
import type { Notification } from '@lifeorbit/contracts';
import { badgeText } from './notification-bell';
import { notificationTarget } from './notification-item';

const note = (extra: Partial<Notification>): Notification => ({
  id: 'n1',
  kind: 'follow',
  actor: { handle: 'ana', name: 'Ana', avatarUrl: null },
  workout: null,
  excerpt: null,
  createdAt: '2026-11-27T12:00:00.000Z',
  read: false,
  ...extra,
});

describe('notifications', () => {
  it('lead to the follower, the requests, or the liked or commented workout', () => {
    expect(notificationTarget(note({}))).toBe('/u/ana');
    expect(notificationTarget(note({ kind: 'follow_request' }))).toBe('/social');
    expect(notificationTarget(note({ kind: 'like', workout: { id: 'w1', title: 'Push' } }))).toBe(
      '/fitness/history/w1',
    );
  });

  it('count up to 99 on the bell, then 99+', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
