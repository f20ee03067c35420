import type { TFunction } from 'i18next';
import { Flag } from '@/components/ui/flag';
import type { AppLanguage } from '@/lib/i18n';
import { dateTimeFormat, numberFormat } from '@/lib/intl';
import { FALLBACK_LANGUAGES } from '@/lib/languages';

/** The sample member: the values a profile stores, drawn with each language's own words and number formats. */
const SAMPLE = {
  name: 'Ana Popescu',
  joined: new Date('2025-03-14T09:00:00Z'),
  experience: 'intermediate',
  goal: 'strength',
  days: 4,
  bodyWeightKg: 64.5,
  heightCm: 168,
  warmup: 'ramped',
  workouts: 212,
  volumeKg: 384250.5,
} as const;

/** The sample member's profile in one language: its own words and number and date formats. */
export function SampleProfileColumn({ lang, t }: { lang: AppLanguage; t: TFunction }) {
  const language = FALLBACK_LANGUAGES.find((l) => l.code === lang)!;
  const number = numberFormat(lang, { maximumFractionDigits: 1 });
  const rows: [string, string][] = [
    [t('fitnessProfile:experience.label'), t(`fitnessProfile:experience.${SAMPLE.experience}`)],
    [t('fitnessProfile:goal.label'), t(`fitnessProfile:goal.${SAMPLE.goal}`)],
    [t('fitnessProfile:days.label'), t('fitnessProfile:days.option', { count: SAMPLE.days })],
    [t('fitnessProfile:bodyWeight', { unit: 'kg' }), number.format(SAMPLE.bodyWeightKg)],
    [t('fitnessProfile:height'), number.format(SAMPLE.heightCm)],
    [t('fitnessProfile:warmup.label'), t(`fitnessProfile:warmup.${SAMPLE.warmup}`)],
    [t('demo:profile.workouts'), number.format(SAMPLE.workouts)],
    [t('demo:profile.volume'), `${number.format(SAMPLE.volumeKg)} kg`],
  ];
  return (
    <section
      lang={lang}
      aria-labelledby={`profile-${lang}`}
      className="rounded-[12px] border border-border bg-surface p-4"
    >
      <h2 id={`profile-${lang}`} className="mb-1 flex items-center gap-2 text-lg font-semibold">
        <Flag code={lang} />
        {language.nativeName}
      </h2>
      <p className="text-base font-medium">{SAMPLE.name}</p>
      <p className="mb-3 text-xs text-muted">
        {t('demo:profile.memberSince', {
          date: dateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(SAMPLE.joined),
        })}
      </p>
      <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="text-right font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
