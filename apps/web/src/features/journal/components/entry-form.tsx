import type { JournalEntry } from '@lifeorbit/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { ApiError } from '@/lib/api';
import { formatNumericDay, localDay } from '@/lib/local-date';
import { useCreateJournalEntry } from '../api/create-journal-entry';
import { useUpdateJournalEntry } from '../api/update-journal-entry';
import { htmlToText, textToHtml } from '../lib/body-text';
import { MOODS, type Mood } from '../lib/mood';
import { LifeAreaPicker, type LifeAreaOptions } from './life-area-picker';
import { ScalePicker } from './scale-picker';
import { TagInput } from './tag-input';

/** Writes a new entry, or edits one. A new entry's id is made once per form, so a retry or a second tap stores one. */
export function EntryForm({
  entry,
  lifeAreas,
  onDone,
}: {
  entry?: JournalEntry;
  lifeAreas: LifeAreaOptions;
  onDone?: (entry: JournalEntry) => void;
}) {
  const { t, i18n } = useTranslation('journal');
  const dayId = useId();
  const textId = useId();
  const idRef = useRef(entry?.id ?? crypto.randomUUID());
  const [day, setDay] = useState(entry?.day ?? localDay());
  const [badDay, setBadDay] = useState(false);
  const [mood, setMood] = useState<number | null>(entry?.mood ?? null);
  const [energy, setEnergy] = useState<number | null>(entry?.energy ?? null);
  const [text, setText] = useState(() => (entry ? htmlToText(entry.body) : ''));
  const [tags, setTags] = useState(entry?.tags ?? []);
  const [areas, setAreas] = useState({
    categoryIds: entry?.categoryIds ?? [],
    subcategoryIds: entry?.subcategoryIds ?? [],
  });
  const [missingMood, setMissingMood] = useState(false);
  const create = useCreateJournalEntry();
  const update = useUpdateJournalEntry();
  const saving = create.isPending || update.isPending;
  const error = create.error ?? update.error;

  const words = (scale: 'mood' | 'energy') =>
    Object.fromEntries(MOODS.map((m) => [m, t(`${scale}.${m}`)])) as Record<Mood, string>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const dayOk = /^\d{4}-\d{2}-\d{2}$/.test(day) && day <= localDay();
    setBadDay(!dayOk);
    if (mood === null) setMissingMood(true);
    if (!dayOk || mood === null) return;
    const body = { day, mood, energy, body: textToHtml(text), tags, ...areas };
    const done = (saved: JournalEntry) => {
      if (!entry) {
        idRef.current = crypto.randomUUID();
        setMood(null);
        setEnergy(null);
        setText('');
        setTags([]);
        setAreas({ categoryIds: [], subcategoryIds: [] });
      }
      onDone?.(saved);
    };
    if (entry) update.mutate({ id: entry.id, ...body }, { onSuccess: done });
    else create.mutate({ id: idRef.current, ...body }, { onSuccess: done });
  };

  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-4"
      aria-label={entry ? t('form.editTitle') : t('form.newTitle')}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={dayId} className="text-sm font-medium text-text">
          {t('form.day')}
        </label>
        <DateField
          id={dayId}
          lang={i18n.language}
          value={day}
          required
          aria-invalid={badDay ? true : undefined}
          aria-describedby={badDay ? `${dayId}-error` : undefined}
          onChange={(value) => {
            setDay(value);
            setBadDay(false);
          }}
          className="max-w-48"
        />
        {badDay ? (
          <p id={`${dayId}-error`} role="alert" className="text-sm text-destructive">
            {t('form.badDay', { example: formatNumericDay(localDay(), i18n.language) })}
          </p>
        ) : null}
      </div>
      <ScalePicker
        label={t('form.mood')}
        value={mood}
        onChange={(value) => {
          setMood(value);
          setMissingMood(false);
        }}
        words={words('mood')}
        withFaces
      />
      {missingMood ? (
        <p role="alert" className="-mt-2 text-sm text-destructive">
          {t('form.moodRequired')}
        </p>
      ) : null}
      <ScalePicker label={t('form.energy')} value={energy} onChange={setEnergy} words={words('energy')} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={textId} className="text-sm font-medium text-text">
          {t('form.text')}
        </label>
        <textarea
          id={textId}
          value={text}
          rows={4}
          maxLength={8000}
          placeholder={t('form.textPlaceholder')}
          onChange={(event) => setText(event.target.value)}
          className="rounded-[8px] border border-border bg-bg px-3 py-2 text-base text-text placeholder:text-muted focus-visible:outline-2 focus-visible:outline-accent"
        />
      </div>
      <TagInput tags={tags} onChange={setTags} />
      <LifeAreaPicker options={lifeAreas} {...areas} onChange={setAreas} />
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error instanceof ApiError && error.details[0]
            ? t('form.fieldError', { field: error.details[0].field })
            : t('form.saveFailed')}
        </p>
      ) : null}
      <Button type="submit" disabled={saving} className="self-stretch sm:self-end">
        {saving ? t('form.saving') : entry ? t('form.saveChanges') : t('form.save')}
      </Button>
    </form>
  );
}
