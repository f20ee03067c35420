import { describe, expect, it } from 'vitest';
import { platesText, weightText } from './format';

describe('gym numbers', () => {
  it('writes weights and plates in the language', () => {
    expect(weightText(2.5, 'kg', 'es')).toBe('2,5 kg');
    expect(weightText(20, 'lb', 'en')).toBe('44.09 lb');
    expect(platesText([25, 1.25], 'ro')).toBe('25 · 1,25');
  });
});
