import { X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useJournalTags } from '../api/get-journal-tags';

const MAX_TAGS = 20;

/** The entry's tags; as the member types, their own tags that start with it are offered. */
export function TagInput({ tags, onChange }: { tags: string[]; onChange: (tags: string[]) => void }) {
  const { t } = useTranslation('journal');
  const inputId = useId();
  const listId = useId();
  const [text, setText] = useState('');
  const prefix = useDebouncedValue(text.trim(), 200);
  const suggestions = useJournalTags(prefix);
  const offered = (suggestions.data?.tags ?? [])
    .map((s) => s.tag)
    .filter((tag) => !tags.some((own) => own.toLowerCase() === tag.toLowerCase()))
    .slice(0, 6);

  const add = (raw: string) => {
    const tag = raw.trim().slice(0, 40);
    if (tag && tags.length < MAX_TAGS && !tags.some((own) => own.toLowerCase() === tag.toLowerCase())) {
      onChange([...tags, tag]);
    }
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add(text);
    } else if (event.key === 'Backspace' && !text && tags.length) onChange(tags.slice(0, -1));
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-text">
        {t('form.tags')}
      </label>
      {tags.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('form.chosenTags')}>
          {tags.map((tag) => (
            <li key={tag}>
              <button
                type="button"
                onClick={() => onChange(tags.filter((own) => own !== tag))}
                className="inline-flex min-h-9 items-center gap-1 rounded-full border border-border bg-raised px-3 text-sm"
                aria-label={t('form.removeTag', { tag })}
              >
                #{tag} <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Input
        id={inputId}
        value={text}
        maxLength={40}
        placeholder={t('form.tagsPlaceholder')}
        aria-describedby={offered.length ? listId : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => text.trim() && add(text)}
      />
      {offered.length ? (
        <div id={listId} className="flex flex-wrap items-center gap-1.5 text-sm">
          <span className="text-xs text-muted">{t('form.yourTags')}</span>
          {offered.map((tag) => (
            <button
              key={tag}
              type="button"
              // Keeps the input's blur from adding the half-typed text before this tag.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => add(tag)}
              className="min-h-9 rounded-full border border-dashed border-border px-3 text-muted hover:bg-raised hover:text-text"
            >
              + {tag}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
