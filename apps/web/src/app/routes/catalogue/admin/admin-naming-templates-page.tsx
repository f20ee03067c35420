import { EXERCISE_LOAD_TYPES, type ExerciseLoadType, type LanguageCode } from '@lifeorbit/contracts';
import {
  NAMING_PLACEHOLDERS,
  namingPatternProblems,
  renderNamingTemplate,
  type AdminNamingTemplate,
  type NamingTemplateInput,
} from '@lifeorbit/contracts/admin-catalogue';
import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Chip } from '@/components/ui/chip';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useCreateNamingTemplate } from '@/features/catalogue/admin/api/create-naming-template';
import { useDeleteNamingTemplate } from '@/features/catalogue/admin/api/delete-naming-template';
import { useNameParts } from '@/features/catalogue/admin/api/get-name-parts';
import { useAdminExercises } from '@/features/catalogue/admin/api/list-exercises';
import { useNamingTemplates } from '@/features/catalogue/admin/api/list-naming-templates';
import { useUpdateNamingTemplate } from '@/features/catalogue/admin/api/update-naming-template';
import { AdminPageHeader } from '@/features/catalogue/admin/components/admin-page-header';
import { ExerciseField, type PickedExercise } from '@/features/catalogue/admin/components/exercise-field';
import { LoadError } from '@/features/catalogue/admin/components/load-error';
import { errorFor, fieldErrorsOf } from '@/lib/field-errors';
import { CATALOGUE_DETAIL_WORDS, errorMessage } from '@/features/catalogue/admin/lib/errors';
import { slugify, SLUG_PATTERN } from '@/features/catalogue/admin/lib/numbers';
import { useAppLanguage } from '@/lib/use-app-language';
import { LANGUAGES } from '@/lib/i18n';

type Patterns = Record<LanguageCode, string>;

/** The live preview: the chosen exercise's name built by each language's pattern, as it is typed. */
function Preview({ patterns }: { patterns: Patterns }) {
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

function TemplateEditor({
  template,
  onSaved,
  onDeleted,
}: {
  template: AdminNamingTemplate | null;
  onSaved: (id: string) => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('adminCatalogue');
  const id = useId();
  const [newId] = useState(() => crypto.randomUUID());
  const [slug, setSlug] = useState(template?.slug ?? '');
  const [loadType, setLoadType] = useState<ExerciseLoadType | ''>(template?.loadType ?? '');
  const [order, setOrder] = useState(String(template?.displayOrder ?? 0));
  const [patterns, setPatterns] = useState<Patterns>({
    en: template?.patterns.en ?? '{equipment} {movement} ({grip})',
    es: template?.patterns.es ?? '',
    ro: template?.patterns.ro ?? '',
  });
  const [focused, setFocused] = useState<LanguageCode>('en');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirmDelete, setConfirmDelete] = useState(false);
  const create = useCreateNamingTemplate();
  const update = useUpdateNamingTemplate();
  const remove = useDeleteNamingTemplate();
  const isPending = create.isPending || update.isPending;

  const problemsOf = (code: LanguageCode) =>
    patterns[code].trim() ? namingPatternProblems(patterns[code]).length > 0 : code === 'en';

  const insert = (placeholder: string) =>
    setPatterns((p) => ({
      ...p,
      [focused]: `${p[focused]}${p[focused] && !p[focused].endsWith(' ') ? ' ' : ''}{${placeholder}}`,
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!SLUG_PATTERN.test(slug)) local.slug = t('errors.slugFormat');
    for (const code of LANGUAGES) if (problemsOf(code)) local[`patterns.${code}`] = t('errors.pattern');
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    const body: NamingTemplateInput = {
      slug,
      loadType: loadType || null,
      displayOrder: Number(order) || 0,
      patterns: { en: patterns.en.trim(), es: patterns.es.trim() || null, ro: patterns.ro.trim() || null },
    };
    const onError = (error: Error) => {
      setErrors(fieldErrorsOf(error, t, CATALOGUE_DETAIL_WORDS));
      toast.error(errorMessage(error, t));
    };
    if (template) {
      update.mutate({ id: template.id, body }, { onSuccess: () => toast.success(t('reference.saved')), onError });
    } else {
      create.mutate(
        { id: newId, ...body },
        {
          onSuccess: (created) => {
            toast.success(t('reference.created'));
            onSaved(created.id);
          },
          onError,
        },
      );
    }
  };

  const err = (field: string) => {
    const message = errorFor(errors, field);
    return message ? message : null;
  };

  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <Card>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <CardTitle>
            {template ? t('reference.editTitle', { name: template.slug }) : t('namingTemplates.new')}
          </CardTitle>
          <div>
            <p className="mb-1 text-sm font-medium">{t('namingTemplates.placeholders')}</p>
            <div className="flex flex-wrap gap-1">
              {NAMING_PLACEHOLDERS.map((placeholder) => (
                <Button
                  key={placeholder}
                  variant="secondary"
                  className="px-3 font-mono"
                  onClick={() => insert(placeholder)}
                >
                  {`{${placeholder}}`}
                </Button>
              ))}
            </div>
            <p className="mt-1 text-xs text-muted">{t('namingTemplates.placeholdersHint')}</p>
          </div>
          {LANGUAGES.map((code) => (
            <Field
              key={code}
              id={`${id}-${code}`}
              label={`${t('patternIn', { language: t(`languagesInText.${code}`) })}${code === 'en' ? ' *' : ''}`}
              error={err(`patterns.${code}`)}
              hint={code !== 'en' && !patterns[code].trim() ? t('namingTemplates.fallsBack') : undefined}
            >
              <Input
                id={`${id}-${code}`}
                className={cn('font-mono', problemsOf(code) && patterns[code] && 'border-warning')}
                value={patterns[code]}
                maxLength={200}
                onFocus={() => setFocused(code)}
                onChange={(e) => setPatterns((p) => ({ ...p, [code]: e.target.value }))}
              />
            </Field>
          ))}
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <Field id={`${id}-slug`} label={t('common.slug')} error={err('slug')}>
                <Input
                  id={`${id}-slug`}
                  className="font-mono"
                  value={slug}
                  placeholder={slugify(patterns.en.replace(/[{}]/g, ' '))}
                  onChange={(e) => setSlug(e.target.value)}
                />
              </Field>
            </div>
            <Field id={`${id}-load`} label={t('namingTemplates.loadType')}>
              <NativeSelect
                id={`${id}-load`}
                value={loadType}
                onChange={(e) => setLoadType(e.target.value as ExerciseLoadType | '')}
              >
                <option value="">{t('namingTemplates.anyLoadType')}</option>
                {EXERCISE_LOAD_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`loadTypes.${type}`)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id={`${id}-order`} label={t('common.order')}>
              <Input
                id={`${id}-order`}
                inputMode="numeric"
                className="tabular-nums"
                value={order}
                onChange={(e) => setOrder(e.target.value)}
              />
            </Field>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={isPending}>
              {isPending ? t('common.saving') : t('common.save')}
            </Button>
            {template ? (
              <Button variant="destructive" onClick={() => setConfirmDelete(true)}>
                {t('common.delete')}
              </Button>
            ) : null}
          </div>
        </form>
      </Card>
      <Preview patterns={patterns} />
      {template ? (
        <ConfirmDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title={t('common.confirmDelete', { name: template.slug })}
          description={t('common.confirmDeleteDescription')}
          confirmLabel={t('common.delete')}
          cancelLabel={t('common.cancel')}
          closeLabel={t('common.close')}
          isPending={remove.isPending}
          onConfirm={() =>
            remove.mutate(template.id, {
              onSuccess: () => {
                toast.success(t('reference.deleted', { name: template.slug }));
                setConfirmDelete(false);
                onDeleted();
              },
              onError: (error) => toast.error(errorMessage(error, t)),
            })
          }
        />
      ) : null}
    </div>
  );
}

/** /admin/naming-templates: how a variant's name is built per language, previewed live on a real exercise. */
export function AdminNamingTemplatesPage() {
  const { t } = useTranslation(['adminCatalogue', 'routes']);
  const templates = useNamingTemplates();
  const [selected, setSelected] = useState<string | 'new' | null>(null);
  const current =
    selected === 'new'
      ? null
      : (templates.data?.items.find((item) => item.id === selected) ?? templates.data?.items[0] ?? null);
  const editorKey = selected === 'new' ? 'new' : (current?.id ?? 'new');
  return (
    <>
      <AdminPageHeader
        title={t('routes:adminNamingTemplates.title')}
        description={t('pages.namingTemplates')}
        actions={
          <Button onClick={() => setSelected('new')}>
            <Plus aria-hidden strokeWidth={1.75} />
            {t('namingTemplates.new')}
          </Button>
        }
      />
      {templates.isError ? <LoadError error={templates.error} onRetry={() => void templates.refetch()} /> : null}
      {templates.isPending ? <Skeleton className="h-64" /> : null}
      {templates.data ? (
        <>
          <nav aria-label={t('namingTemplates.list')} className="mb-4 flex flex-wrap gap-2">
            {templates.data.items.map((item) => (
              <Button
                key={item.id}
                variant={item.id === current?.id && selected !== 'new' ? 'primary' : 'secondary'}
                size="sm"
                aria-pressed={item.id === current?.id && selected !== 'new'}
                onClick={() => setSelected(item.id)}
              >
                <span className="font-mono">{item.slug}</span>
                {item.loadType ? <Chip>{t(`loadTypes.${item.loadType}`)}</Chip> : null}
              </Button>
            ))}
          </nav>
          <TemplateEditor
            key={editorKey}
            template={current}
            onSaved={(id) => setSelected(id)}
            onDeleted={() => setSelected(null)}
          />
        </>
      ) : null}
    </>
  );
}
