import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { isMissing, LANGUAGES, type Language, type TextsDraft } from '../lib/drafts';

const TEXTAREA =
  'min-h-24 w-full rounded-[8px] border border-border bg-surface px-3 py-2 text-base text-text placeholder:text-muted focus-visible:border-accent aria-invalid:border-destructive md:text-sm';

/**
 * A name and a description in English, Spanish and Romanian, one tab per language. A tab whose language lacks a
 * name says so (members there see English); a tab with an error is marked too, so it is found when it is not open.
 */
export function TextsTabs({
  idPrefix,
  draft,
  onChange,
  errors,
  nameMax,
  descriptionMax,
}: {
  idPrefix: string;
  draft: TextsDraft;
  onChange: (draft: TextsDraft) => void;
  errors: Record<string, string>;
  nameMax: number;
  descriptionMax: number;
}) {
  const { t } = useTranslation('adminLifeAreas');
  const set = (lang: Language, field: 'name' | 'description', value: string) =>
    onChange({ ...draft, [lang]: { ...draft[lang], [field]: value } });
  const hasError = (lang: Language) => Boolean(errors[`names.${lang}`] || errors[`descriptions.${lang}`]);
  return (
    <Tabs.Root defaultValue="en">
      <Tabs.List aria-label={t('texts.languages')} className="flex gap-1 overflow-x-auto border-b border-border">
        {LANGUAGES.map((lang) => (
          <Tabs.Trigger
            key={lang}
            value={lang}
            className={cn(
              '-mb-px inline-flex min-h-11 items-center gap-2 border-b-2 border-transparent px-3 text-sm text-muted hover:text-text',
              'data-[state=active]:border-accent data-[state=active]:text-text',
            )}
          >
            {t(`languages.${lang}`)}
            {hasError(lang) ? (
              <span className="size-2 rounded-full bg-destructive" aria-label={t('texts.hasError')} />
            ) : lang !== 'en' && isMissing(draft, lang) ? (
              <span className="rounded-full bg-warning/15 px-1.5 text-[11px] text-warning">{t('missingShort')}</span>
            ) : null}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {LANGUAGES.map((lang) => (
        <Tabs.Content key={lang} value={lang} className="flex flex-col gap-3 pt-4">
          <Field
            id={`${idPrefix}-name-${lang}`}
            label={`${t('texts.nameIn', { language: t(`languagesInText.${lang}`) })}${lang === 'en' ? ' *' : ''}`}
            error={errors[`names.${lang}`]}
            hint={lang !== 'en' && isMissing(draft, lang) ? t('missing') : undefined}
          >
            <Input
              id={`${idPrefix}-name-${lang}`}
              lang={lang}
              value={draft[lang].name}
              maxLength={nameMax}
              aria-invalid={errors[`names.${lang}`] ? true : undefined}
              onChange={(event) => set(lang, 'name', event.target.value)}
            />
          </Field>
          <Field
            id={`${idPrefix}-description-${lang}`}
            label={t('texts.descriptionIn', { language: t(`languagesInText.${lang}`) })}
            error={errors[`descriptions.${lang}`]}
            hint={t('texts.descriptionHint', { max: descriptionMax })}
          >
            <textarea
              id={`${idPrefix}-description-${lang}`}
              lang={lang}
              className={TEXTAREA}
              value={draft[lang].description}
              maxLength={descriptionMax}
              aria-invalid={errors[`descriptions.${lang}`] ? true : undefined}
              onChange={(event) => set(lang, 'description', event.target.value)}
            />
          </Field>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
