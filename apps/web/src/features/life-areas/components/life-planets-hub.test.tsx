// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { LifePlanetsHub, type HubCategory, type HubSubcategory } from './life-planets-hub';

const categories: HubCategory[] = [
  { slug: 'health', name: 'Health', icon: 'heart-pulse', color: '152 65% 45%' },
  { slug: 'wealth', name: 'Wealth', icon: 'coins', color: '45 90% 55%' },
  { slug: 'mind', name: 'Mind & Emotions', icon: 'brain', color: '' },
];
const subcategories: HubSubcategory[] = [
  { slug: 'saving-investing', categorySlug: 'wealth', name: 'Saving & investing', icon: 'piggy-bank' },
  { slug: 'wealth-building', categorySlug: 'wealth', name: 'Long-term wealth building', icon: 'landmark' },
  { slug: 'sleep-quality', categorySlug: 'health', name: 'Sleep quality', icon: 'moon' },
];

describe('LifePlanetsHub', () => {
  it('numbers the planets in order, each a button named by its category', async () => {
    await renderWithApp(<LifePlanetsHub categories={categories} subcategories={subcategories} chips={[]} />);
    const list = await screen.findByRole('list', { name: 'Life areas' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('button').textContent)).toEqual([
      '1Health',
      '2Wealth',
      '3Mind & Emotions',
    ]);
    expect(screen.getByRole('heading', { name: 'Life Planets Hub' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Configure pinned subcategories' }).getAttribute('href')).toBe(
      '/user-dashboard',
    );
  });

  it("shows a category's subcategories around the centre, which then goes back", async () => {
    await renderWithApp(<LifePlanetsHub categories={categories} subcategories={subcategories} chips={[]} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Wealth' }));
    const moons = screen.getByRole('list', { name: 'Areas of Wealth' });
    expect(
      within(moons)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/subcategory/saving-investing', '/subcategory/wealth-building']);
    const back = screen.getByRole('button', { name: /Back to all life areas/ });
    expect(document.activeElement).toBe(back);
    fireEvent.click(back);
    expect(screen.getAllByRole('button', { name: /Health|Wealth|Mind/ })).toHaveLength(3);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Wealth' }));
  });

  it('shows the pinned chips as links to their subcategory', async () => {
    await renderWithApp(
      <LifePlanetsHub
        categories={categories}
        subcategories={subcategories}
        chips={[{ slug: 'sleep-quality', name: 'Sleep quality', color: '152 65% 45%' }]}
      />,
    );
    const chips = await screen.findByRole('list', { name: 'Pinned subcategories' });
    expect(within(chips).getByRole('link', { name: 'Sleep quality' }).getAttribute('href')).toBe(
      '/subcategory/sleep-quality',
    );
  });
});
