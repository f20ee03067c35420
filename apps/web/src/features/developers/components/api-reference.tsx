import { ChevronRight, SearchX } from 'lucide-react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/input';
import { SearchInput } from '@/components/ui/search-input';
import { referenceOf, searchReference, type OpenApiDocument, type RouteView } from '../lib/reference';
import { MethodLabel, RouteDetails } from './route-details';

/** How to reach the API: the document, the version header, how a call signs in. */
function Introduction({ document }: { document: OpenApiDocument }) {
  const { t } = useTranslation('developers');
  return (
    <Card className="grid gap-3">
      <CardTitle>{t('start.title')}</CardTitle>
      <CardDescription>
        {t('start.document')}{' '}
        <a className="font-mono text-accent underline underline-offset-2" href="/api/openapi.json">
          /api/openapi.json
        </a>
      </CardDescription>
      <p className="text-sm text-muted">{t('start.version', { version: document.info.version })}</p>
      <p className="text-sm text-muted">{t('start.cookie')}</p>
      <p className="text-sm text-muted">
        {t('start.token')} <code className="font-mono text-text">Authorization: Bearer &lt;token&gt;</code>
      </p>
      <p className="text-sm text-muted">{t('start.english')}</p>
    </Card>
  );
}

/** One route: its method, path and summary, opening onto its details (drawn only once opened: 56 routes' fields). */
function RouteItem({ route }: { route: RouteView }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <li>
      <details
        className="group rounded-[12px] border border-border bg-surface px-4 py-3"
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 rounded-[8px] focus-visible:outline-2 focus-visible:outline-accent [&::-webkit-details-marker]:hidden">
          <ChevronRight
            className="size-4 shrink-0 text-muted transition-transform group-open:rotate-90"
            strokeWidth={1.75}
            aria-hidden
          />
          <MethodLabel method={route.method} />
          <span className="min-w-0 font-mono text-sm font-semibold break-all text-text">{route.path}</span>
          <span className="w-full text-sm text-muted md:w-auto md:flex-1">{route.summary}</span>
        </summary>
        {isOpen ? <RouteDetails route={route} /> : null}
      </details>
    </li>
  );
}

/** The whole reference: a search over every route, grouped by area, each route opening onto its details. */
export function ApiReference({ document }: { document: OpenApiDocument }) {
  const { t } = useTranslation('developers');
  const searchId = useId();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const tags = useMemo(() => referenceOf(document), [document]);
  const shown = useMemo(() => searchReference(tags, deferred), [tags, deferred]);
  const count = shown.reduce((sum, tag) => sum + tag.routes.length, 0);
  // An id holds no space ("Workout exercises"): aria-labelledby reads spaces as a list of ids.
  const headingId = (tag: string) => `${searchId}-${tag.replace(/[^A-Za-z0-9]+/g, '-')}`;
  return (
    <div className="grid gap-6">
      <Introduction document={document} />
      <div className="grid gap-2">
        <Label htmlFor={searchId}>{t('search.label')}</Label>
        <SearchInput
          id={searchId}
          value={search}
          placeholder={t('search.placeholder')}
          onChange={(event) => setSearch(event.target.value)}
        />
        <p role="status" aria-live="polite" className="text-sm text-muted">
          {t('search.count', { count })}
        </p>
      </div>
      {shown.length === 0 ? (
        <EmptyState icon={SearchX} title={t('empty.title')} description={t('empty.description')} />
      ) : (
        shown.map((tag) => (
          <section key={tag.name} aria-labelledby={headingId(tag.name)} className="grid gap-3">
            <div>
              <h2 id={headingId(tag.name)} className="text-xl font-semibold text-text">
                {tag.name}
              </h2>
              {tag.description ? <p className="mt-1 text-sm text-muted">{tag.description}</p> : null}
            </div>
            <ul className="grid gap-2">
              {tag.routes.map((route) => (
                <RouteItem key={route.id} route={route} />
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
