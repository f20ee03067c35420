import { NotebookPen, SearchX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useJournalEntries, type JournalFilters as Filters } from '@/features/journal/api/get-journal-entries';
import { useJournalMonth } from '@/features/journal/api/get-journal-month';
import { useJournalTags } from '@/features/journal/api/get-journal-tags';
import { EntryCard } from '@/features/journal/components/entry-card';
import { EntryForm } from '@/features/journal/components/entry-form';
import type { LifeAreaOptions } from '@/features/journal/components/life-area-picker';
import { MoodCalendar } from '@/features/journal/components/mood-calendar';
import { useCategories } from '@/features/life-areas/api/get-categories';
import { useSubcategories } from '@/features/life-areas/api/get-subcategories';
import { localDay } from '@/lib/local-date';
import { useAppLanguage } from '@/lib/use-app-language';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DayLineChart } from '@/features/journal/components/day-line-chart';
import { JournalFilters } from '@/features/journal/components/journal-filters';
import { ReadinessSection } from '@/features/readiness/components/readiness-section';

/** /journal (issue 18): write entries, see the month by mood, find entries, and readiness beside them. */
export function JournalPage() {
  const { t } = useTranslation(['journal', 'routes', 'common']);
  const lang = useAppLanguage();
  const today = localDay();
  useDocumentTitle(t('routes:journal.title'));
  const [month, setMonth] = useState(today.slice(0, 7));
  const [text, setText] = useState('');
  const [filters, setFilters] = useState<Filters>({});
  const q = useDebouncedValue(text.trim(), 300);
  const entries = useJournalEntries({ ...filters, q: q || undefined });
  const calendar = useJournalMonth(month);
  const tags = useJournalTags('');
  const categories = useCategories();
  const subcategories = useSubcategories();
  const lifeAreas: LifeAreaOptions = useMemo(
    () => ({ categories: categories.data ?? [], subcategories: subcategories.data ?? [] }),
    [categories.data, subcategories.data],
  );
  const list = entries.data?.pages.flatMap((page) => page.entries) ?? [];
  const isFiltered = Boolean(q || filters.tag || filters.mood || filters.category);

  return (
    <>
      <PageHeader title={t('routes:journal.title')} description={t('journal:intro')} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,4fr)]">
        <div className="flex flex-col gap-6">
          <section aria-labelledby="new-entry-title" className="rounded-[12px] border border-border bg-surface p-4">
            <h2 id="new-entry-title" className="mb-3 text-lg font-semibold">
              {t('journal:form.newTitle')}
            </h2>
            <EntryForm lifeAreas={lifeAreas} />
          </section>
          <section aria-labelledby="entries-title" className="flex flex-col gap-3">
            <h2 id="entries-title" className="text-lg font-semibold">
              {t('journal:list.title')}
            </h2>
            <JournalFilters
              text={text}
              onTextChange={setText}
              filters={filters}
              onChange={setFilters}
              tags={(tags.data?.tags ?? []).map((x) => x.tag)}
              lifeAreas={lifeAreas}
            />
            {entries.isPending ? (
              <div className="flex flex-col gap-3" aria-hidden>
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} className="h-24 w-full" />
                ))}
              </div>
            ) : entries.isError ? (
              <div role="alert" className="rounded-[12px] border border-destructive/60 bg-destructive/10 p-4">
                <p className="text-sm">{t('journal:list.loadFailed')}</p>
                <Button className="mt-3" variant="secondary" onClick={() => void entries.refetch()}>
                  {t('common:retry')}
                </Button>
              </div>
            ) : list.length === 0 ? (
              isFiltered ? (
                <EmptyState
                  icon={SearchX}
                  title={t('journal:list.noMatchTitle')}
                  description={t('journal:list.noMatchText')}
                />
              ) : (
                <EmptyState
                  icon={NotebookPen}
                  title={t('journal:list.emptyTitle')}
                  description={t('journal:list.emptyText')}
                />
              )
            ) : (
              <>
                <ul className="flex flex-col gap-3" aria-live="polite">
                  {list.map((entry) => (
                    <li key={entry.id}>
                      <EntryCard entry={entry} lifeAreas={lifeAreas} lang={lang} />
                    </li>
                  ))}
                </ul>
                {entries.hasNextPage ? (
                  <Button
                    variant="secondary"
                    disabled={entries.isFetchingNextPage}
                    onClick={() => void entries.fetchNextPage()}
                  >
                    {entries.isFetchingNextPage ? t('common:loading') : t('journal:list.loadMore')}
                  </Button>
                ) : null}
              </>
            )}
          </section>
        </div>
        <div className="flex flex-col gap-6">
          {calendar.isPending ? (
            <Skeleton className="h-80 w-full" />
          ) : (
            <MoodCalendar
              month={month}
              days={calendar.data?.days ?? []}
              lang={lang}
              today={today}
              onMonthChange={setMonth}
            />
          )}
          <ReadinessSection
            today={today}
            lang={lang}
            renderChart={(chart) => <DayLineChart {...chart} lang={lang} />}
          />
        </div>
      </div>
    </>
  );
}
