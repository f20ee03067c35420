// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateField } from './date-field';

function Form({ lang, initial = '' }: { lang: string; initial?: string }) {
  const [day, setDay] = useState(initial);
  return (
    <>
      <DateField aria-label="Day" lang={lang} value={day} onChange={setDay} />
      <output>{day}</output>
    </>
  );
}

describe('DateField', () => {
  it('shows and reads a day in the language order, never the browser’s', () => {
    render(<Form lang="es" initial="2026-11-05" />);
    const input = screen.getByLabelText('Day') as HTMLInputElement;
    expect(input.type).toBe('text');
    expect(input.value).toBe('05/11/2026');
    expect(input.placeholder).toBe('31/12/2026');
    fireEvent.change(input, { target: { value: '05/01/2027' } });
    expect(input.value).toBe('05/01/2027');
    expect(screen.getByRole('status').textContent).toBe('2027-01-05');
  });

  it('reads month first in English and hands on what is no day as typed', () => {
    render(<Form lang="en" />);
    const input = screen.getByLabelText('Day') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '1/5/2027' } });
    expect(screen.getByRole('status').textContent).toBe('2027-01-05');
    fireEvent.change(input, { target: { value: '31/31/2027' } });
    expect(screen.getByRole('status').textContent).toBe('31/31/2027');
    expect(input.value).toBe('31/31/2027');
  });
});
