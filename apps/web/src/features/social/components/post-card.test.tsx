// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WorkoutPost } from '@lifeorbit/contracts';
import { renderWithApp } from '@/test/render';
import { PostCard } from './post-card';

const post = (over: Partial<WorkoutPost> = {}): WorkoutPost => ({
  id: 'w1',
  author: { handle: 'ana', name: 'Ana', avatarUrl: null },
  title: 'Morning row',
  notes: null,
  startedAt: '2026-11-20T07:00:00Z',
  endedAt: '2026-11-20T07:40:00Z',
  durationSec: 2400,
  volumeKg: 0,
  setCount: 3,
  distanceM: 0,
  timedSec: 0,
  exerciseNames: ['Rowing Machine', 'Plank'],
  records: [],
  visibility: 'public',
  likeCount: 0,
  likedByMe: false,
  commentCount: 0,
  isMine: false,
  ...over,
});

const summaryOf = () =>
  [...document.querySelectorAll('dl > div')].map((item) => [
    item.querySelector('dt')!.textContent,
    item.querySelector('dd')!.textContent,
  ]);

describe('PostCard: time and distance (issue 39)', () => {
  it('shows the distance and the time of timed sets, and what each time or distance record beat', async () => {
    await renderWithApp(
      <PostCard
        post={post({
          distanceM: 2500,
          timedSec: 525,
          records: [
            {
              exerciseName: 'Rowing Machine',
              kinds: ['longest_distance', 'fastest_pace'],
              weightKg: null,
              reps: null,
              distanceM: 2000,
              durationSec: 465,
            },
            {
              exerciseName: 'Plank',
              kinds: ['longest_duration'],
              weightKg: null,
              reps: null,
              distanceM: null,
              durationSec: 60,
            },
            {
              exerciseName: 'Farmer’s Walk',
              kinds: ['weight'],
              weightKg: 32,
              reps: null,
              distanceM: 40,
              durationSec: null,
            },
            {
              exerciseName: 'Bench Press',
              kinds: ['weight'],
              weightKg: 100,
              reps: 5,
              distanceM: null,
              durationSec: null,
            },
          ],
        })}
        unit="kg"
        signedIn={false}
      />,
    );
    expect(summaryOf()).toEqual([
      ['Duration', '40 min'],
      ['Volume', '0 kg'],
      ['Sets', '3'],
      ['Distance', '2.5 km'],
      ['Timed sets', '8:45'],
    ]);
    const records = within(screen.getByRole('list', { name: 'Personal records' }));
    expect(records.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'New record: Rowing Machine, 2 km in 7:45',
      'New record: Plank, 1:00',
      'New record: Farmer’s Walk, 32 kg × 40 m',
      'New record: Bench Press, 100 kg × 5',
    ]);
  });

  it('shows no distance or time for a lifting workout, and miles to a member in lb', async () => {
    const { unmount } = await renderWithApp(<PostCard post={post({ volumeKg: 480 })} unit="kg" signedIn={false} />);
    expect(summaryOf().map(([label]) => label)).toEqual(['Duration', 'Volume', 'Sets']);
    unmount();
    await renderWithApp(<PostCard post={post({ distanceM: 5000 })} unit="lb" signedIn={false} />);
    expect(summaryOf()).toContainEqual(['Distance', '3.11 mi']);
  });
});
