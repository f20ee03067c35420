// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import * as compat from 'preact/compat';
import * as React from 'react';
import { createRef, type Ref } from 'react';
import * as ReactDOM from 'react-dom';
import { describe, expect, it } from 'vitest';
import { Input } from '@/components/ui/input';
import { Slot } from '@/components/ui/slot';
import { focusOnMount } from '@/lib/focus-on-mount';

// The app ships on Preact (ADR 016): these tests fail if the aliases stop covering the tests, so that the component
// tests below run on React again without anyone noticing.
describe('the runtime under the tests', () => {
  it('is preact/compat wherever React is imported', () => {
    expect(React.createElement).toBe(compat.createElement);
    expect(ReactDOM.createPortal).toBe(compat.createPortal);
  });

  it('passes ref to function components as a prop, as React 19 does', () => {
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

  it('focuses a field drawn after the page loaded with focusOnMount', () => {
    render(<Input ref={focusOnMount} aria-label="name" />);
    expect(document.activeElement).toBe(screen.getByLabelText('name'));
  });
});
