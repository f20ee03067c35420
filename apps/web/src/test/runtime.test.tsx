// @vitest-environment happy-dom
import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import * as React from 'react';
import { createRef, useState, type Ref } from 'react';
import * as ReactDOM from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Input } from '@/components/ui/input';
import { Slot } from '@/components/ui/slot';
import { focusOnMount } from '@/lib/focus-on-mount';
import { renderWithApp } from './render';

/** React DOM keeps its fiber on every element it draws, under a key such as `__reactFiber$abc123`. */
const drawnByReactDom = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

// The app runs on React 19 and React DOM again (ADR 020, superseding ADR 016's Preact). These tests fail if another
// runtime comes back under the component tests, through an alias or a library, without anyone noticing.
describe('the runtime under the tests', () => {
  it('is React 19 with the React DOM of the same version', () => {
    expect(React.version).toMatch(/^19\./);
    expect(ReactDOM.version).toBe(React.version);
  });

  it('draws with React DOM, the elements that Testing Library renders included', () => {
    render(<p>drawn</p>);
    expect(drawnByReactDom(screen.getByText('drawn'))).toBe(true);
  });

  it('shares one React with the router, TanStack Query and react-i18next (hooks of a second copy would throw)', async () => {
    function Probe() {
      const { t } = useTranslation();
      const { pathname } = useLocation();
      const { data } = useQuery({ queryKey: ['runtime-probe'], queryFn: () => 'fetched' });
      const [count] = useState(1);
      return (
        <p>
          {t('loading')} {pathname} {data ?? '…'} {count}
        </p>
      );
    }
    await renderWithApp(<Probe />, { route: '/somewhere' });
    const probe = await screen.findByText(/\/somewhere fetched 1$/);
    expect(drawnByReactDom(probe)).toBe(true);
  });

  it('refuses to load Preact: the guard stops an import of it', async () => {
    const name = 'preact/compat';
    await expect(import(/* @vite-ignore */ name)).rejects.toThrow(/Preact; the web app runs on React DOM/);
  });

  it('passes ref to function components as a prop (React 19)', () => {
    function Box({ ref }: { ref?: Ref<HTMLDivElement> }) {
      return <div ref={ref}>box</div>;
    }
    const ref = createRef<HTMLDivElement>();
    render(<Box ref={ref} />);
    expect(ref.current).toBe(screen.getByText('box'));
  });

  it('hands a ref through <Input> and merges the slot ref with the child element ref', () => {
    const input = createRef<HTMLInputElement>();
    const slot = createRef<HTMLElement>();
    const child = createRef<HTMLButtonElement>();
    render(
      <>
        <Input ref={input} aria-label="field" />
        <Slot ref={slot}>
          <button ref={child}>go</button>
        </Slot>
      </>,
    );
    expect(input.current).toBe(screen.getByLabelText('field'));
    expect(slot.current).toBe(screen.getByRole('button', { name: 'go' }));
    expect(child.current).toBe(screen.getByRole('button', { name: 'go' }));
  });

  it('focuses a field drawn after the page loaded with focusOnMount, once, not again on a redraw', () => {
    const { rerender } = render(<Input ref={focusOnMount} aria-label="name" />);
    const field = screen.getByLabelText('name');
    expect(document.activeElement).toBe(field);
    field.blur();
    rerender(<Input ref={focusOnMount} aria-label="name" placeholder="again" />);
    expect(document.activeElement).not.toBe(field);
  });
});
