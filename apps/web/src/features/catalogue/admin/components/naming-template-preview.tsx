import type { LanguageCode } from '@lifeorbit/contracts';
import { renderNamingTemplate } from '@lifeorbit/contracts/admin-catalogue';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LANGUAGES } from '@/lib/i18n';
import { useAppLanguage } from '@/lib/use-app-language';
import { useNameParts } from '../api/get-name-parts';
import { useAdminExercises } from '../api/list-exercises';
import { ExerciseField, type PickedExercise } from './exercise-field';

/** A naming template's pattern per language. */
export type NamingPatterns = Record<LanguageCode, string>;

/** The live preview: the chosen exercise's name built by each language's pattern, as it is typed. */
export function NamingTemplatePreview({ patterns }: { patterns: NamingPatterns }) {
  const { t } = useTranslation('adminCatalogue');
  const id = useId();
  const lang = useAppLanguage();
  // Starts on a familiar exercise with equipment and a grip, so the preview shows something at once.
  const sample = useAdminExercises(
    { q: 'bench-press', muscle: '', equipment: '', pattern: '', missing: '', page: 1 },
    lang,
  );
  const [picked, setPicked] = useState<PickedExercise | null | undefined>(undefined);
  const first = sample.data?.items[0];
  const exercise = picked === undefined ? (first ? { id: first.id, name: first.name } : null) : picked;
  const setExercise = (value: PickedExercise | null) => setPicked(value);
  const parts = useNameParts(exercise?.id ?? null);
  return (
    <Card className="self-start">
      <CardTitle>{t('namingTemplates.preview')}</CardTitle>
      <p className="mt-1 text-sm text-muted">{t('namingTemplates.previewHint')}</p>
      <div className="mt-3">
        <ExerciseField
          id={`${id}-exercise`}
          label={t('namingTemplates.exercise')}
          value={exercise}
          onChange={setExercise}
        />
      </div>
      {exercise && parts.isPending ? <Skeleton className="mt-3 h-20" /> : null}
      {parts.data ? (
        <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm" aria-live="polite">
          {LANGUAGES.map((code) => {
            const pattern = patterns[code].trim() || patterns.en.trim();
            return (
              <div key={code} className="contents">
                <dt className="text-muted">{t(`languages.${code}`)}</dt>
                <dd lang={code} className="font-medium" data-testid={`preview-${code}`}>
                  {pattern ? renderNamingTemplate(pattern, parts.data.parts[code]) || '—' : '—'}
                  {!patterns[code].trim() && code !== 'en' ? (
                    <span className="ml-2 text-xs font-normal text-muted">{t('namingTemplates.fallsBack')}</span>
                  ) : null}
                </dd>
              </div>
            );
          })}
        </dl>
      ) : null}
    </Card>
  );
}
