import type { TemplateSummary } from '@lifeorbit/contracts';
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { moveEntry } from '../lib/move';

/** The ordered templates of a program; a template may come round more than once (A, B, A). */
export function RotationBuilder({
  templates,
  value,
  onChange,
  nextIndex,
  error,
}: {
  templates: TemplateSummary[];
  value: string[];
  onChange: (templateIds: string[]) => void;
  /** Highlights the entry that comes next. */
  nextIndex?: number | null;
  error?: string | null;
}) {
  const { t } = useTranslation('programs');
  const id = useId();
  const [choice, setChoice] = useState('');
  const names = new Map(templates.map((template) => [template.id, template.name]));
  const selected = choice || templates[0]?.id || '';

  return (
    <div className="flex flex-col gap-3">
      {value.length === 0 ? (
        <p className="rounded-[8px] border border-dashed border-border p-3 text-sm text-muted">{t('rotation.empty')}</p>
      ) : (
        <ol aria-label={t('rotation.label')} className="flex flex-col gap-2">
          {value.map((templateId, index) => {
            const name = names.get(templateId) ?? t('rotation.missing');
            const label = { name, position: index + 1 };
            return (
              <li
                key={`${templateId}-${index}`}
                className={cn(
                  'flex min-h-12 items-center gap-2 rounded-[8px] border border-border bg-raised/40 py-1 pr-1 pl-3',
                  nextIndex === index && 'border-accent',
                )}
              >
                <span className="w-6 shrink-0 text-sm text-muted tabular-nums">{index + 1}</span>
                <span className="min-w-0 flex-1 truncate font-medium">{name}</span>
                {nextIndex === index ? (
                  <span className="shrink-0 rounded-full bg-accent/15 px-2 py-0.5 text-xs text-accent">
                    {t('rotation.nextBadge')}
                  </span>
                ) : null}
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('rotation.moveUp', label)}
                  disabled={index === 0}
                  onClick={() => onChange(moveEntry(value, index, -1))}
                >
                  <ArrowUp strokeWidth={1.75} aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('rotation.moveDown', label)}
                  disabled={index === value.length - 1}
                  onClick={() => onChange(moveEntry(value, index, 1))}
                >
                  <ArrowDown strokeWidth={1.75} aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('rotation.remove', label)}
                  onClick={() => onChange(value.filter((_, other) => other !== index))}
                >
                  <X strokeWidth={1.75} aria-hidden />
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {templates.length > 0 ? (
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex min-w-0 flex-1 basis-48 flex-col gap-1.5">
            <label htmlFor={`${id}-template`} className="text-sm font-medium">
              {t('rotation.choose')}
            </label>
            <NativeSelect id={`${id}-template`} value={selected} onChange={(event) => setChoice(event.target.value)}>
              {templates.map((template) => (
                <option key={template.id} value={template.id}>
                  {template.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button variant="secondary" disabled={!selected} onClick={() => selected && onChange([...value, selected])}>
            <Plus strokeWidth={1.75} aria-hidden />
            {t('rotation.add')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
