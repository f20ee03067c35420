import { FEELS, formatKg, type Feel } from '@lifeorbit/domain';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SAMPLE_PROGRAMS } from '@/features/programs/lib/sample-programs';
import { simulateProgram } from '@/features/programs/lib/simulate-program';

const WEEKS = 6;
const SESSIONS_PER_WEEK = [2, 3, 4, 5, 6];
/** Labels of FEELS (++ + = - --), in the same order. */
const FEEL_LABELS = ['veryEasy', 'easy', 'right', 'hard', 'veryHard'] as const;

/**
 * Spec §2 /program-test: a public demo. Choose a sample program and see its rotation and the weights the training
 * engine (packages/domain, suggestNextSet) would suggest over six weeks.
 */
export function ProgramTestPage() {
  const { t } = useTranslation(['programs', 'routes']);
  useDocumentTitle(t('routes:programTest.title'));
  const id = useId();
  const [programKey, setProgramKey] = useState(SAMPLE_PROGRAMS[0]!.key);
  const program = SAMPLE_PROGRAMS.find((p) => p.key === programKey) ?? SAMPLE_PROGRAMS[0]!;
  const [sessionsPerWeek, setSessionsPerWeek] = useState(program.sessionsPerWeek);
  const [feel, setFeel] = useState<Feel>('=');
  const sessions = useMemo(
    () => simulateProgram(program, { weeks: WEEKS, sessionsPerWeek, feel }),
    [program, sessionsPerWeek, feel],
  );
  const weeks = Array.from({ length: WEEKS }, (_, index) => index + 1);
  const exerciseKeys = [...new Set(program.templates.flatMap((template) => template.exercises.map((x) => x.key)))];
  const exerciseName = (key: string) => t(`sample.exercises.${key}`);
  const templateName = (key: string) => t(`sample.templates.${key}`);

  return (
    <>
      <PageHeader title={t('routes:programTest.title')} description={t('routes:programTest.description')} />
      <div className="flex flex-col gap-4">
        <Card className="grid gap-4 md:grid-cols-3">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-program`} className="text-sm font-medium">
              {t('simulator.program')}
            </label>
            <NativeSelect
              id={`${id}-program`}
              value={program.key}
              onChange={(event) => {
                const next = SAMPLE_PROGRAMS.find((p) => p.key === event.target.value);
                if (!next) return;
                setProgramKey(next.key);
                setSessionsPerWeek(next.sessionsPerWeek);
              }}
            >
              {SAMPLE_PROGRAMS.map((sample) => (
                <option key={sample.key} value={sample.key}>
                  {t(`sample.programs.${sample.key}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-sessions`} className="text-sm font-medium">
              {t('simulator.sessionsPerWeek')}
            </label>
            <NativeSelect
              id={`${id}-sessions`}
              value={sessionsPerWeek}
              onChange={(event) => setSessionsPerWeek(Number(event.target.value))}
            >
              {SESSIONS_PER_WEEK.map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-feel`} className="text-sm font-medium">
              {t('simulator.feel')}
            </label>
            <NativeSelect id={`${id}-feel`} value={feel} onChange={(event) => setFeel(event.target.value as Feel)}>
              {FEELS.map((value) => (
                <option key={value} value={value}>
                  {t(`simulator.feels.${FEEL_LABELS[FEELS.indexOf(value)] ?? 'right'}`, { feel: value })}
                </option>
              ))}
            </NativeSelect>
          </div>
        </Card>

        <Card>
          <CardTitle>{t('simulator.rotationTitle')}</CardTitle>
          <CardDescription>
            {t('simulator.rotationDescription', {
              rotation: program.rotation.map(templateName).join(' → '),
            })}
          </CardDescription>
          <ol className="mt-4 flex flex-col gap-2">
            {weeks.map((week) => (
              <li key={week} className="grid grid-cols-[5.5rem_1fr] items-start gap-2">
                <span className="pt-1 text-sm text-muted tabular-nums">{t('simulator.week', { week })}</span>
                <span className="flex flex-wrap gap-2">
                  {sessions
                    .filter((session) => session.week === week)
                    .map((session) => (
                      <span
                        key={session.day}
                        className="rounded-full border border-border px-3 py-1 text-xs tabular-nums"
                      >
                        {session.day}. {templateName(session.templateKey)}
                      </span>
                    ))}
                </span>
              </li>
            ))}
          </ol>
        </Card>

        <Card className="p-0 md:p-0">
          <div className="p-4 md:p-6 md:pb-2">
            <CardTitle>{t('simulator.weightsTitle')}</CardTitle>
            <CardDescription>{t('simulator.weightsDescription')}</CardDescription>
          </div>
          <ScrollRegion label={t('simulator.weightsTitle')}>
            <table className="w-full min-w-[640px] border-collapse text-sm">
              <caption className="sr-only">{t('simulator.weightsTitle')}</caption>
              <thead>
                <tr className="border-b border-border text-left text-xs text-muted">
                  <th scope="col" className="sticky left-0 bg-surface px-4 py-2 font-medium">
                    {t('simulator.exercise')}
                  </th>
                  {weeks.map((week) => (
                    <th key={week} scope="col" className="px-3 py-2 font-medium">
                      {t('simulator.week', { week })}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {exerciseKeys.map((key) => (
                  <tr key={key} className="border-b border-border last:border-0">
                    <th scope="row" className="sticky left-0 bg-surface px-4 py-2 text-left font-medium">
                      {exerciseName(key)}
                    </th>
                    {weeks.map((week) => {
                      const sets = sessions
                        .filter((session) => session.week === week)
                        .flatMap((session) => session.sets.filter((set) => set.exerciseKey === key));
                      return (
                        <td key={week} className={cn('px-3 py-2 align-top tabular-nums', !sets.length && 'text-muted')}>
                          {sets.length
                            ? sets.map((set, index) => (
                                <div key={index}>
                                  {t('simulator.set', { weight: formatKg(set.weightKg), reps: set.reps })}
                                </div>
                              ))
                            : '—'}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </Card>
      </div>
    </>
  );
}
