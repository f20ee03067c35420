import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { cn } from '@/lib/cn';
import type { FieldRow, RouteView } from '../lib/reference';

const METHOD_TONES: Record<string, string> = {
  GET: 'border-accent/50 text-accent',
  DELETE: 'border-destructive/50 text-destructive',
};

/** The method of a route, as a small fixed-width label. */
export function MethodLabel({ method }: { method: string }) {
  return (
    <span
      className={cn(
        'inline-flex w-16 shrink-0 justify-center rounded-full border px-2 py-0.5 font-mono text-xs font-semibold',
        METHOD_TONES[method] ?? 'border-border text-text',
      )}
    >
      {method}
    </span>
  );
}

function FieldList({ fields, label }: { fields: FieldRow[]; label: string }) {
  const { t } = useTranslation('developers');
  return (
    <ul aria-label={label} className="divide-y divide-border rounded-[8px] border border-border">
      {fields.map((field) => (
        <li key={`${field.where}:${field.name}`} className="px-3 py-2 text-sm">
          <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
            <code className="font-mono font-semibold break-all text-text">{field.name}</code>
            <span className="font-mono text-xs break-all text-muted">{field.type}</span>
            {field.where === 'answer' ? null : <span className="text-xs text-muted">{t(`in.${field.where}`)}</span>}
            {field.where === 'answer' ? null : (
              <span className={cn('text-xs', field.required ? 'font-semibold text-text' : 'text-muted')}>
                {field.required ? t('required') : t('optional')}
              </span>
            )}
          </div>
          {field.limits.length > 0 ? (
            <p className="mt-0.5 font-mono text-xs break-all text-muted">
              {field.limits.map((limit) => t(`limits.${limit.kind}`, { ...limit })).join(' · ')}
            </p>
          ) : null}
          {field.description ? <p className="mt-0.5 text-xs text-muted">{field.description}</p> : null}
        </li>
      ))}
    </ul>
  );
}

function Code({ caption, label, children }: { caption: string; label: string; children: string }) {
  return (
    <div className="grid gap-1">
      <p className="text-xs text-muted">{caption}</p>
      <ScrollRegion label={label} className="rounded-[8px] border border-border bg-bg">
        <pre className="p-3 font-mono text-xs leading-relaxed text-text">{children}</pre>
      </ScrollRegion>
    </div>
  );
}

const heading = 'mb-2 text-sm font-semibold text-text';

/** What a route takes and answers: its fields, its answer, its errors and its example. */
export function RouteDetails({ route }: { route: RouteView }) {
  const { t } = useTranslation('developers');
  const name = `${route.method} ${route.path}`;
  const request =
    route.example.body === undefined
      ? `${route.method} ${route.example.path}`
      : `${route.method} ${route.example.path}\nContent-Type: application/json\n\n${JSON.stringify(route.example.body, null, 2)}`;
  return (
    <div className="mt-3 grid gap-5 border-t border-border pt-4">
      <p className="text-sm text-muted">
        {t('scope')}: <code className="font-mono text-text">{route.scope}</code>
      </p>
      <section>
        <h3 className={heading}>{t('fields')}</h3>
        {route.fields.length ? (
          <FieldList fields={route.fields} label={`${t('fields')} · ${name}`} />
        ) : (
          <p className="text-sm text-muted">{t('noFields')}</p>
        )}
      </section>
      <section>
        <h3 className={heading}>
          {t('answer')}: <span className="font-mono">{route.successStatus}</span>
          {route.answerName ? <span className="font-mono font-normal text-muted"> · {route.answerName}</span> : null}
        </h3>
        {route.answerFields.length ? (
          <FieldList fields={route.answerFields} label={`${t('answer')} · ${name}`} />
        ) : (
          <p className="text-sm text-muted">{t('noBody')}</p>
        )}
      </section>
      <section>
        <h3 className={heading}>{t('errors')}</h3>
        <ul className="grid gap-1 text-sm">
          {route.errors.map((error) => (
            <li key={error.status} className="flex gap-2">
              <span className="w-10 shrink-0 font-mono font-semibold">{error.status}</span>
              <span className="min-w-0">
                <code className="font-mono text-xs text-muted">{error.code}</code> {error.description}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section className="grid gap-2">
        <h3 className={heading}>{t('example')}</h3>
        <Code caption={t('exampleRequest')} label={`${t('exampleRequest')} · ${name}`}>
          {request}
        </Code>
        {route.example.answer !== undefined ? (
          <Code caption={t('exampleAnswer')} label={`${t('exampleAnswer')} · ${name}`}>
            {JSON.stringify(route.example.answer, null, 2)}
          </Code>
        ) : null}
      </section>
    </div>
  );
}
