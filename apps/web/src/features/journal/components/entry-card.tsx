import type { JournalEntry } from '@lifeorbit/contracts';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDay } from '@/lib/local-date';
import { toast } from '@/lib/toast';
import { useDeleteJournalEntry } from '../api/delete-journal-entry';
import { useCreateJournalEntry } from '../api/create-journal-entry';
import { MOOD_COLORS, MOOD_ICONS, type Mood } from '../lib/mood';
import { EntryBody } from './entry-body';
import { EntryForm } from './entry-form';
import type { LifeAreaOptions } from './life-area-picker';

/** Seconds the member has to undo a deletion. */
const UNDO_MS = 6000;

/** One entry: its day, mood (face, word and colour), energy, text, tags and life areas; edit and delete (with undo). */
export function EntryCard({
  entry,
  lifeAreas,
  lang,
}: {
  entry: JournalEntry;
  lifeAreas: LifeAreaOptions;
  lang: string;
}) {
  const { t } = useTranslation(['journal', 'common']);
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = useDeleteJournalEntry();
  const restore = useCreateJournalEntry();
  const mood = entry.mood as Mood;
  const Icon = MOOD_ICONS[mood];
  const names = [
    ...lifeAreas.subcategories.filter((s) => entry.subcategoryIds.includes(s.id)).map((s) => s.name),
    ...lifeAreas.categories
      .filter((c) => entry.categoryIds.includes(c.id))
      .filter((c) => !lifeAreas.subcategories.some((s) => s.categoryId === c.id && entry.subcategoryIds.includes(s.id)))
      .map((c) => c.name),
  ];

  const confirmDelete = () =>
    remove.mutate(entry.id, {
      onSuccess: () => {
        setIsConfirming(false);
        const { createdAt: _created, updatedAt: _updated, ...again } = entry;
        toast.success(t('journal:list.deleted'), {
          duration: UNDO_MS,
          action: { label: t('journal:list.undo'), onClick: () => restore.mutate(again) },
        });
      },
    });

  if (isEditing) {
    return (
      <article className="rounded-[12px] border border-border bg-surface p-4">
        <EntryForm entry={entry} lifeAreas={lifeAreas} onDone={() => setIsEditing(false)} />
        <Button variant="ghost" className="mt-2" onClick={() => setIsEditing(false)}>
          {t('common:cancel')}
        </Button>
      </article>
    );
  }
  return (
    <article
      className="rounded-[12px] border border-border border-l-4 bg-surface p-4"
      style={{ borderLeftColor: MOOD_COLORS[mood] }}
      aria-label={t('journal:list.entryOf', { day: formatDay(entry.day, lang, { dateStyle: 'full' }) })}
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="text-sm font-semibold">
          {formatDay(entry.day, lang, { weekday: 'short', day: 'numeric', month: 'short' })}
        </span>
        <span className="inline-flex items-center gap-1 text-sm">
          <Icon className="size-4" strokeWidth={1.75} style={{ color: MOOD_COLORS[mood] }} aria-hidden />
          {t(`journal:mood.${mood}`)}
        </span>
        {entry.energy ? (
          <span className="text-sm text-muted">
            {t('journal:list.energy', { word: t(`journal:energy.${entry.energy}`) })}
          </span>
        ) : null}
        <span className="ml-auto flex gap-1">
          <Button variant="ghost" size="icon" aria-label={t('journal:list.edit')} onClick={() => setIsEditing(true)}>
            <Pencil className="size-4" aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('journal:list.delete')}
            onClick={() => setIsConfirming(true)}
          >
            <Trash2 className="size-4" aria-hidden />
          </Button>
        </span>
      </header>
      {entry.body ? <EntryBody html={entry.body} className="mt-2 text-sm break-words [&_p]:mb-2" /> : null}
      {entry.tags.length || names.length ? (
        <p className="mt-2 flex flex-wrap gap-1.5 text-xs text-muted">
          {entry.tags.map((tag) => (
            <span key={tag} className="rounded-full border border-border px-2 py-0.5">
              #{tag}
            </span>
          ))}
          {names.map((name) => (
            <span key={name} className="rounded-full bg-raised px-2 py-0.5">
              {name}
            </span>
          ))}
        </p>
      ) : null}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={t('journal:list.deleteTitle')}
        description={t('journal:list.deleteText')}
        confirmLabel={t('journal:list.delete')}
        cancelLabel={t('common:cancel')}
        closeLabel={t('common:close')}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </article>
  );
}
