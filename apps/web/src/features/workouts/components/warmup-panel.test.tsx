// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_WEIGHT_MODEL } from '@lifeorbit/domain';
import { renderWithApp } from '@/test/render';
import { localWarmupPlan } from '../lib/training-rules';
import { PrBanner } from './pr-banner';
import { WarmupPanel } from './warmup-panel';

const plan = localWarmupPlan({ topWeightKg: 100, strategy: 'ramped', answer: null, model: DEFAULT_WEIGHT_MODEL });

async function renderPanel(props: Partial<Parameters<typeof WarmupPanel>[0]> = {}) {
  const handlers = { onToggle: vi.fn(), onLogStep: vi.fn(), onAnswer: vi.fn() };
  await renderWithApp(
    <WarmupPanel
      plan={plan}
      stepsDone={0}
      unit="kg"
      lang="en"
      bar="barbell"
      model={DEFAULT_WEIGHT_MODEL}
      isExpanded
      answer={null}
      isAsking={false}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('WarmupPanel', () => {
  it('lists each step with weight, reps, rest and plates, and logs only the next one', async () => {
    const { onLogStep } = await renderPanel({ stepsDone: 1 });
    const steps = (await screen.findAllByRole('listitem')).map((item) => item.textContent);
    expect(steps[1]).toBe('W260 kg × 8 · 60% · rest 90 sPlates: 20 per side');
    expect(steps[2]).toContain('80 kg × 5 · 80% · rest 120 s');
    expect(screen.getByRole('img', { name: 'Warm-up W1 done' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Log warm-up W3' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Log warm-up W2' }));
    expect(onLogStep).toHaveBeenCalledWith(plan.steps[1], 1);
  });

  it('collapses, and then shows the steps in one line', async () => {
    const { onToggle } = await renderPanel({ isExpanded: false });
    const toggle = await screen.findByRole('button', { name: /Warm-up/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toContain('W1 40×10  W2 60×8  W3 80×5');
    // Closed, the steps are not drawn at all (issue 15: a closed panel is its header, a few elements).
    expect(document.body.querySelector('ol')).toBeNull();
    fireEvent.click(toggle);
    expect(onToggle).toHaveBeenCalled();
  });

  it('asks how the warm-up was, and thanks for the answer', async () => {
    const { onAnswer } = await renderPanel({ stepsDone: 3, isAsking: true });
    const question = await screen.findByRole('group', { name: 'How was the warm-up?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Too much' }));
    expect(onAnswer).toHaveBeenCalledWith('too_much');
  });

  it('says when the plan was shifted by the last answer', async () => {
    await renderPanel({
      plan: localWarmupPlan({ topWeightKg: 100, strategy: 'ramped', answer: 'too_much', model: DEFAULT_WEIGHT_MODEL }),
      answer: 'too_much',
    });
    expect(await screen.findByText('Lighter than usual: you said the last one was too much.')).toBeTruthy();
    expect(screen.getByText('Next warm-up goes a little lighter.')).toBeTruthy();
  });
});

describe('PrBanner', () => {
  it('names the records and goes away with Dismiss (or by itself)', async () => {
    const onDismiss = vi.fn();
    await renderWithApp(
      <PrBanner
        kinds={['weight', 'one_rep_max']}
        summary="Bench Press: 100 kg × 5"
        onDismiss={onDismiss}
        autoHideMs={20}
      />,
    );
    expect(await screen.findByText('New personal record!')).toBeTruthy();
    expect(screen.getByText('Heaviest weight')).toBeTruthy();
    expect(screen.getByText('Best estimated 1RM')).toBeTruthy();
    await vi.waitFor(() => expect(onDismiss).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });
});
