import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoachQuickQuestion } from '@lifeorbit/contracts/coach';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useCoachDemo } from '@/features/coach/api/get-coach-demo';
import { CoachAnswerText } from '@/features/coach/components/coach-answer-text';
import { useDocumentTitle } from '@/lib/use-document-title';

const QUESTIONS: readonly CoachQuickQuestion[] = ['train_today', 'stalled', 'week', 'warmup', 'recovered'];

/** /translated-ai-coach (spec §2's demo page): one question, the coach's answer in en, es and ro side by side. */
export function TranslatedCoachPage() {
  const { t } = useTranslation(['coach', 'routes', 'common']);
  useDocumentTitle(t('routes:translatedAiCoach.title'));
  const selectId = useId();
  const [question, setQuestion] = useState<CoachQuickQuestion>('train_today');
  const demo = useCoachDemo(question);
  return (
    <>
      <PageHeader title={t('routes:translatedAiCoach.title')} description={t('coach:demo.intro')} />
      <div className="mb-6 flex max-w-md flex-col gap-1.5">
        <label htmlFor={selectId} className="text-sm font-medium">
          {t('coach:demo.question')}
        </label>
        <NativeSelect
          id={selectId}
          value={question}
          onChange={(e) => setQuestion(e.target.value as CoachQuickQuestion)}
        >
          {QUESTIONS.map((key) => (
            <option key={key} value={key}>
              {t(`coach:quick.${key}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {demo.isError ? (
        <div role="alert" className="rounded-[12px] border border-destructive/60 bg-destructive/10 p-4">
          <p className="text-sm">{t('coach:demo.loadFailed')}</p>
          <Button className="mt-3" variant="secondary" onClick={() => void demo.refetch()}>
            {t('common:retry')}
          </Button>
        </div>
      ) : (
        <div className="grid gap-4 md:grid-cols-3">
          {(['en', 'es', 'ro'] as const).map((language) => {
            const answer = demo.data?.answers.find((a) => a.language === language);
            return (
              <section
                key={language}
                aria-labelledby={`coach-demo-${language}`}
                className="rounded-[12px] border border-border bg-surface p-4"
              >
                <h2 id={`coach-demo-${language}`} className="mb-3 text-lg font-semibold">
                  {t(`coach:demo.languages.${language}`)}
                </h2>
                {answer ? (
                  <div lang={language}>
                    <CoachAnswerText text={answer.content} />
                  </div>
                ) : (
                  <div className="flex flex-col gap-2" aria-hidden>
                    <Skeleton className="h-4 w-full" />
                    <Skeleton className="h-4 w-5/6" />
                    <Skeleton className="h-4 w-2/3" />
                  </div>
                )}
              </section>
            );
          })}
        </div>
      )}
    </>
  );
}
