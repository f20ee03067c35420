// @vitest-environment happy-dom
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LIFE_ICON_NAMES, LifeIcon } from './life-icon';
import { MORE_LIFE_ICONS } from './life-icon-set';

const CATEGORY_ICON_NAMES = ['brain', 'coins', 'compass', 'hand-heart', 'heart-pulse', 'leaf', 'orbit', 'planet'];

describe('LifeIcon', () => {
  it('lists every name it draws: the categories’ icons and the lazily loaded set', () => {
    expect([...LIFE_ICON_NAMES]).toEqual([...CATEGORY_ICON_NAMES, ...Object.keys(MORE_LIFE_ICONS)].sort());
  });

  it('draws a category icon at once', () => {
    const { container } = render(<LifeIcon name="heart-pulse" className="size-5" />);
    const svg = container.querySelector('svg');
    expect(svg?.classList.contains('lucide-heart-pulse')).toBe(true);
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
  });

  it('keeps the place of another icon until the set has arrived, then draws it', async () => {
    const { container } = render(<LifeIcon name="dumbbell" className="size-5" />);
    await waitFor(() => expect(container.querySelector('svg')?.classList.contains('lucide-dumbbell')).toBe(true));
  });

  it('draws the orbit for a name it does not know', async () => {
    const { container } = render(<LifeIcon name="no-such-icon" />);
    await waitFor(() => expect(container.querySelector('svg')?.classList.contains('lucide-orbit')).toBe(true));
  });
});
