// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DropdownMenu } from './dropdown-menu';

function Menu({
  onRename = () => {},
  onDiscard = () => {},
}: {
  onRename?: () => void;
  onDiscard?: (event: Event) => void;
}) {
  return (
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route
          path="/"
          element={
            <>
              <button type="button">Before</button>
              <DropdownMenu.Root>
                <DropdownMenu.Trigger aria-label="More">⋮</DropdownMenu.Trigger>
                <DropdownMenu.Portal>
                  <DropdownMenu.Content align="end" sideOffset={4} className="menu">
                    <DropdownMenu.Item onSelect={onRename} className="item data-[highlighted]:bg-raised">
                      Rename
                    </DropdownMenu.Item>
                    <DropdownMenu.Item asChild>
                      <Link to="/settings">Settings</Link>
                    </DropdownMenu.Item>
                    <DropdownMenu.Separator className="sep" />
                    <DropdownMenu.Item onSelect={onDiscard}>Discard</DropdownMenu.Item>
                  </DropdownMenu.Content>
                </DropdownMenu.Portal>
              </DropdownMenu.Root>
            </>
          }
        />
        <Route path="/settings" element={<h1>Settings page</h1>} />
      </Routes>
    </MemoryRouter>
  );
}

const trigger = () => screen.getByRole('button', { name: 'More' });
const item = (name: string) => screen.getByRole('menuitem', { name });

describe('DropdownMenu', () => {
  it('is a menu button: closed at first, opened by a click, labelled by its trigger', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    expect(trigger().getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(trigger());
    const menu = screen.getByRole('menu', { name: 'More' });
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(trigger().getAttribute('aria-controls')).toBe(menu.id);
    expect(document.activeElement).toBe(menu);
    expect(screen.getAllByRole('menuitem').map((node) => node.textContent)).toEqual(['Rename', 'Settings', 'Discard']);
    expect(screen.getByRole('separator').classList.contains('sep')).toBe(true);
    expect(menu.parentElement).toBe(document.body);
  });

  it('moves with the arrow keys (wrapping), Home, End and a first letter, and highlights the focused item', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    trigger().focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(item('Rename'));
    expect(item('Rename').hasAttribute('data-highlighted')).toBe(true);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(item('Settings'));
    expect(item('Rename').hasAttribute('data-highlighted')).toBe(false);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(item('Rename'));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(item('Discard'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(item('Rename'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(item('Discard'));
    await user.keyboard('s');
    expect(document.activeElement).toBe(item('Settings'));
  });

  it('opens on the last item with ArrowUp', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    trigger().focus();
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(item('Discard'));
  });

  it('chooses with Enter: calls onSelect, closes and gives the focus back to the trigger', async () => {
    const user = userEvent.setup();
    const onRename = vi.fn();
    render(<Menu onRename={onRename} />);
    trigger().focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(item('Rename'));
    await user.keyboard('{Enter}');
    expect(onRename).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it('chooses with a click or Space, and stays open when onSelect prevents it', async () => {
    const user = userEvent.setup();
    const onDiscard = vi.fn((event: Event) => event.preventDefault());
    render(<Menu onDiscard={onDiscard} />);
    await user.click(trigger());
    await user.click(item('Discard'));
    expect(onDiscard).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('menu').isConnected).toBe(true);
    item('Discard').focus();
    await user.keyboard(' ');
    expect(onDiscard).toHaveBeenCalledTimes(2);
  });

  it('closes with Escape or Tab and gives the focus back to the trigger', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.click(trigger());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger());

    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(item('Rename'));
    await user.keyboard('{Tab}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it('closes with Escape even when the page has moved the focus, and when the focus goes elsewhere', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.click(trigger());
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger());

    await user.click(trigger());
    act(() => screen.getByRole('button', { name: 'Before' }).focus());
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Before' }));
  });

  it('closes on a click outside without pressing what lies under it', async () => {
    const user = userEvent.setup();
    const onRename = vi.fn();
    render(<Menu onRename={onRename} />);
    await user.click(trigger());
    const outside = document.querySelector<HTMLElement>('[aria-hidden].fixed.inset-0');
    expect(outside).not.toBeNull();
    await user.click(outside!);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onRename).not.toHaveBeenCalled();
  });

  it('renders a link item as the link itself, which navigates and closes the menu', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.click(trigger());
    const link = item('Settings');
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/settings');
    link.focus();
    await user.keyboard('{Enter}');
    expect((await screen.findByRole('heading', { name: 'Settings page' })).isConnected).toBe(true);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
