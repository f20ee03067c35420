// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_WEIGHT_MODEL,
  POUND_WEIGHT_MODEL,
  platesPerSide,
  suggestNextSetDetailed,
  toKg,
} from '@lifeorbit/domain';
import { renderWithApp } from '@/test/render';
import { PlateLine } from './plate-line';
import { SuggestionChip } from './suggestion-chip';

const afterEightyTimesTwelve = suggestNextSetDetailed({
  lastSet: { weight: 80, reps: 12, notes: 'Feel: =' },
  readinessEnergy: 90,
  loadType: 'barbell',
});

describe('SuggestionChip', () => {
  it('shows the next set, its plates, and the reasons behind "Why?"', async () => {
    const onUse = vi.fn();
    await renderWithApp(
      <SuggestionChip
        suggestion={afterEightyTimesTwelve}
        unit="kg"
        lang="en"
        plates={platesPerSide(afterEightyTimesTwelve.weight)}
        barKg={20}
        onUse={onUse}
      />,
    );
    // 82.5 kg x 1.03 at readiness 90 is 84.975, loadable as 85 kg.
    expect((await screen.findByText('85 kg × 8')).tagName).toBe('STRONG');
    expect(screen.getByText('25 + 5 + 2.5 per side')).toBeTruthy();

    const why = screen.getByRole('button', { name: 'Why?' });
    expect(why.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(why);
    expect(why.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Last set 80 kg × 12 reached the top of 8–12 reps at feel =: +2.5 kg, reps back to 8.',
      'Readiness 90 (×1.03): 82.5 kg becomes 84.98 kg.',
      'Rounded 84.98 kg to a loadable 85 kg.',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Use suggestion: 85 kg × 8' }));
    expect(onUse).toHaveBeenCalledTimes(1);
  });

  it('speaks the member language and unit', async () => {
    const { i18next } = await import('@/lib/i18n');
    await renderWithApp(<SuggestionChip suggestion={afterEightyTimesTwelve} unit="lb" lang="es" />);
    await i18next.changeLanguage('es');
    expect(await screen.findByText('187,39 lb × 8')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '¿Por qué?' }));
    expect(screen.getAllByRole('listitem')[0]!.textContent).toBe(
      'Última serie 176,37 lb × 12: llegaste al tope de 8–12 repeticiones con sensación =: +5,51 lb, vuelves a 8 repeticiones.',
    );
    // No plates when none are handed in; no Use button without a handler.
    expect(screen.queryByText(/por lado/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Usar sugerencia/ })).toBeNull();
    await i18next.changeLanguage('en');
  });
});

describe('PlateLine', () => {
  it('reads "25 + 15 per side" for 100 kg', async () => {
    await renderWithApp(<PlateLine loadout={platesPerSide(100)} barKg={20} lang="en" />);
    expect((await screen.findByText('25 + 15 per side')).closest('p')?.textContent).toBe('Plates: 25 + 15 per side');
  });

  it('shows the empty bar, and the note when the plates cannot make the weight', async () => {
    const home = { ...DEFAULT_WEIGHT_MODEL, platesKgPerSide: [20, 10] };
    const { unmount } = await renderWithApp(<PlateLine loadout={platesPerSide(15)} barKg={20} lang="en" />);
    expect(await screen.findByText('Empty bar (20 kg)')).toBeTruthy();
    unmount();
    await renderWithApp(<PlateLine loadout={platesPerSide(105, { model: home })} barKg={20} lang="en" />);
    expect(await screen.findByText('20 + 20 per side')).toBeTruthy();
    expect(screen.getByText('Limited by available plates (5 kg difference)')).toBeTruthy();
  });

  it('names a pound member’s plates in lb: 45 + 45 per side for 225 lb on the 45 lb bar', async () => {
    const poundPlates = (lb: number) =>
      renderWithApp(
        <PlateLine
          loadout={platesPerSide(toKg(lb, 'lb'), { model: POUND_WEIGHT_MODEL })}
          barKg={POUND_WEIGHT_MODEL.barTypes.barbell}
          lang="en"
          unit="lb"
        />,
      );
    const { unmount } = await poundPlates(225);
    expect(await screen.findByText('45 + 45 per side')).toBeTruthy();
    unmount();
    await poundPlates(40);
    expect(await screen.findByText('Empty bar (45 lb)')).toBeTruthy();
  });
});
