import type { Program } from '@lifeorbit/contracts';
import { CheckCircle2, Play, Repeat, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** A program: its rotation with the next template marked, "Next up", and what the member can do with it. */
export function ProgramCard({
  program,
  onActivate,
  onDelete,
  isActivating,
}: {
  program: Program;
  onActivate: () => void;
  onDelete: () => void;
  isActivating: boolean;
}) {
  const { t } = useTranslation('programs');
  const next = program.nextTemplate;
  return (
    <li
      aria-label={program.name}
      className={cn(
        'flex flex-col gap-3 rounded-[12px] border border-border bg-surface p-4',
        program.isActive && 'border-accent/60',
      )}
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h2 className="flex items-center gap-2 text-base font-semibold">
            <span className="truncate">{program.name}</span>
            {program.isActive ? (
              <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-accent/15 px-2 py-0.5 text-xs font-medium text-accent">
                <CheckCircle2 className="size-3.5" strokeWidth={2} aria-hidden />
                {t('active')}
              </span>
            ) : null}
          </h2>
          <p className="mt-1 text-sm text-text">{next ? t('nextUp', { name: next.name }) : t('rotation.emptyShort')}</p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="text-destructive"
          aria-label={t('deleteNamed', { name: program.name })}
          title={t('delete')}
          onClick={onDelete}
        >
          <Trash2 strokeWidth={1.75} aria-hidden />
        </Button>
      </div>
      {program.rotation.length ? (
        <ol aria-label={t('rotation.label')} className="flex flex-wrap gap-2">
          {program.rotation.map((entry) => (
            <li
              key={entry.index}
              className={cn(
                'rounded-full border border-border px-3 py-1 text-xs text-muted tabular-nums',
                next?.index === entry.index && 'border-accent bg-accent/10 text-text',
              )}
            >
              {entry.index + 1}. {entry.name}
            </li>
          ))}
        </ol>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {next ? (
          <Button asChild>
            <Link to={`/app/workouts?templateId=${next.templateId}&programId=${program.id}`}>
              <Play strokeWidth={1.75} aria-hidden />
              {t('startNext', { name: next.name })}
            </Link>
          </Button>
        ) : null}
        {program.isActive ? null : (
          <Button variant="secondary" disabled={isActivating} onClick={onActivate}>
            {t('makeActive')}
          </Button>
        )}
        <Button asChild variant="ghost">
          <Link to={`/fitness/templates/rotation?program=${program.id}`}>
            <Repeat strokeWidth={1.75} aria-hidden />
            {t('editRotation')}
          </Link>
        </Button>
      </div>
    </li>
  );
}
