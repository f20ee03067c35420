import { useId } from 'react';
import { cn } from '@/lib/cn';
import { MOOD_COLORS, MOOD_ICONS, MOODS, type Mood } from '../lib/mood';

/**
 * A 1-5 choice as radio buttons, each with its number and word (and, for mood, its face and colour): the colour is
 * never the only cue. Each is named by its visible text (WCAG 2.5.3: an aria-label of "1 – Drained" did not hold the
 * visible "1Drained" as axe reads it); the radio group tells a screen reader the position.
 */
export function ScalePicker({
  label,
  value,
  onChange,
  words,
  withFaces = false,
}: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  words: Record<Mood, string>;
  withFaces?: boolean;
}) {
  const labelId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-text">
        {label}
      </span>
      <div role="radiogroup" aria-labelledby={labelId} className="grid grid-cols-5 gap-1.5">
        {MOODS.map((point) => {
          const checked = value === point;
          const Icon = MOOD_ICONS[point];
          return (
            <button
              key={point}
              type="button"
              role="radio"
              aria-checked={checked}
              onClick={() => onChange(checked && !withFaces ? null : point)}
              className={cn(
                'flex min-h-14 flex-col items-center justify-center gap-0.5 rounded-[8px] border px-1 text-xs transition-colors duration-150 ease-out',
                checked
                  ? 'border-text bg-raised font-semibold text-text'
                  : 'border-border bg-bg text-muted hover:bg-raised',
              )}
              style={checked && withFaces ? { borderColor: MOOD_COLORS[point] } : undefined}
            >
              {withFaces ? (
                <Icon className="size-5" strokeWidth={1.75} style={{ color: MOOD_COLORS[point] }} aria-hidden />
              ) : (
                <span className="text-base tabular-nums">{point}</span>
              )}
              <span className="w-full truncate text-center">{words[point]}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
