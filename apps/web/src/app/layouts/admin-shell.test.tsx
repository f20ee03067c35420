// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { hasAdminSelectorsAt } from './admin-nav';
import { AdminErrorBoundary, Breadcrumbs } from './admin-shell';

function Broken(): never {
  throw new Error('Cannot read properties of undefined (reading "slug")');
}

describe('AdminErrorBoundary', () => {
  it('shows Admin crashed with the message, technical details and a Reload Page button that reloads', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    Object.defineProperty(window, 'location', { value: { ...window.location, reload }, configurable: true });
    await renderWithApp(
      <AdminErrorBoundary labels={{ title: 'Admin crashed', details: 'Technical details', reload: 'Reload Page' }}>
        <Broken />
      </AdminErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Admin crashed' })).toBeTruthy();
    expect(screen.getByText('Cannot read properties of undefined (reading "slug")')).toBeTruthy();
    expect(screen.getByText('Technical details')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(reload).toHaveBeenCalledOnce();
    errors.mockRestore();
  });

  it('renders its children when nothing fails', async () => {
    await renderWithApp(
      <AdminErrorBoundary labels={{ title: 'Admin crashed', details: 'Technical details', reload: 'Reload Page' }}>
        <p>All good</p>
      </AdminErrorBoundary>,
    );
    expect(screen.getByText('All good')).toBeTruthy();
    expect(screen.queryByText('Admin crashed')).toBeNull();
  });
});

describe('Breadcrumbs', () => {
  it('shows Admin, then the sections above the page as links, then the page', async () => {
    await renderWithApp(<Breadcrumbs />, { route: '/admin/category/c1/sub/s1' });
    const trail = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(trail.textContent).toBe('Admin›Life areas›Life category›Subcategory');
    expect(screen.getByRole('link', { name: 'Life category' }).getAttribute('href')).toBe('/admin/category/c1');
    expect(screen.getByRole('link', { name: 'Life areas' }).getAttribute('href')).toBe('/admin/category');
  });

  it('shows a list page as Admin and the page alone', async () => {
    await renderWithApp(<Breadcrumbs />, { route: '/admin/users' });
    expect(screen.getByRole('navigation', { name: 'Breadcrumbs' }).textContent).toBe('Admin›Users & Roles');
  });
});

describe('hasAdminSelectorsAt', () => {
  it.each([
    ['/admin', true],
    ['/admin/category', true],
    ['/admin/category/c1/sub/s1', true],
    ['/admin/battles/b1', true],
    ['/admin/users', false],
    ['/admin/users/u1', false],
    ['/admin/exercises', false],
    ['/admin/setup/grips', false],
  ])('answers for %s: %s', (pathname, applies) => {
    expect(hasAdminSelectorsAt(pathname)).toBe(applies);
  });
});
