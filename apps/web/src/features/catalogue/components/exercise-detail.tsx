import type { ExerciseDetail } from '@lifeorbit/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-border py-2 last:border-0">
      <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
      <dd className="text-sm text-text">{children}</dd>
    </div>
  );
}

/** Everything the catalogue knows about one exercise, in the member's language. */
export function ExerciseDetailView({ exercise }: { exercise: ExerciseDetail }) {
  const { t, i18n } = useTranslation('catalogue');
  const none = t('detail.none');
  const language = i18n.language === 'es' || i18n.language === 'ro' ? i18n.language : 'en';
  const ownDescription = Boolean(exercise.descriptions[language]);
  const join = (items: { name: string }[]) => (items.length ? items.map((item) => item.name).join(', ') : none);
  const otherNames = (['en', 'es', 'ro'] as const).filter(
    (lang) => exercise.names[lang] && exercise.names[lang] !== exercise.name,
  );
  return (
    <div className="flex flex-col gap-3">
      <div>
        <h3 className="text-lg font-semibold text-text">{exercise.name}</h3>
        <p className="text-sm text-muted">{exercise.isCustom ? t('detail.yours') : t('detail.catalogue')}</p>
      </div>
      {exercise.description ? (
        // English stands in when the member's language has no description (spec §3); say so to screen readers.
        <p className="text-sm leading-relaxed text-text" lang={ownDescription ? undefined : 'en'}>
          {exercise.description}
        </p>
      ) : null}
      <dl>
        <Row label={t('detail.primaryMuscle')}>{exercise.primaryMuscle?.name ?? none}</Row>
        {exercise.secondaryMuscles.length ? (
          <Row label={t('detail.secondaryMuscles')}>{join(exercise.secondaryMuscles)}</Row>
        ) : null}
        <Row label={t('detail.equipment')}>{exercise.equipment?.name ?? none}</Row>
        <Row label={t('detail.pattern')}>{exercise.movementPattern?.name ?? none}</Row>
        <Row label={t('detail.loadType')}>
          {t(`loadTypes.${exercise.loadType}`)}
          {exercise.isUnilateral ? ` · ${t('detail.unilateral')}` : ''}
        </Row>
        <Row label={t('detail.effortMode')}>{t(`effortModes.${exercise.effortMode}`)}</Row>
        {exercise.allowsGrips ? (
          <>
            <Row label={t('detail.defaultGrip')}>{join(exercise.defaultGrips)}</Row>
            <Row label={t('detail.grips')}>{join(exercise.allowedGrips)}</Row>
          </>
        ) : null}
        {otherNames.length ? (
          <Row label={t('detail.names')}>
            <ul>
              {otherNames.map((lang) => (
                <li key={lang} lang={lang}>
                  {exercise.names[lang]} <span className="text-muted">({t(`languages.${lang}`)})</span>
                </li>
              ))}
            </ul>
          </Row>
        ) : null}
        {exercise.aliases.length ? (
          <Row label={t('detail.aliases')}>{exercise.aliases.map((a) => a.alias).join(', ')}</Row>
        ) : null}
        {exercise.tags.length ? <Row label={t('detail.tags')}>{join(exercise.tags)}</Row> : null}
      </dl>
    </div>
  );
}
