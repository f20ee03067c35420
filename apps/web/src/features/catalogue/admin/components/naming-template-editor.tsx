import { EXERCISE_LOAD_TYPES, type ExerciseLoadType, type LanguageCode } from '@lifeorbit/contracts';
import {
  NAMING_PLACEHOLDERS,
  namingPatternProblems,
  type AdminNamingTemplate,
  type NamingTemplateInput,
} from '@lifeorbit/contracts/admin-catalogue';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { ConfirmedDeleteButton } from '@/components/ui/confirmed-delete-button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { cn } from '@/lib/cn';
import { errorFor } from '@/lib/field-errors';
import { LANGUAGES } from '@/lib/i18n';
import { useCreateNamingTemplate } from '../api/create-naming-template';
import { useDeleteNamingTemplate } from '../api/delete-naming-template';
import { useUpdateNamingTemplate } from '../api/update-naming-template';
import { deleteQuestion } from '../lib/delete-question';
import { errorMessage } from '../lib/errors';
import { slugify, SLUG_PATTERN } from '../lib/numbers';
import { useFormErrors } from '../lib/use-form-errors';
import { NamingTemplatePreview, type NamingPatterns } from './naming-template-preview';
import { OrderField } from './order-field';
import { SlugField } from './slug-field';

/** One naming template: its pattern per language (placeholders inserted where the cursor was), slug, load type, order. */
export function NamingTemplateEditor({
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
  const [patterns, setPatterns] = useState<NamingPatterns>({
    en: template?.patterns.en ?? '{equipment} {movement} ({grip})',
    es: template?.patterns.es ?? '',
    ro: template?.patterns.ro ?? '',
  });
  const [focused, setFocused] = useState<LanguageCode>('en');
  const { errors, check, failed } = useFormErrors();
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
    if (!check(local)) return;
    const body: NamingTemplateInput = {
      slug,
      loadType: loadType || null,
      displayOrder: Number(order) || 0,
      patterns: { en: patterns.en.trim(), es: patterns.es.trim() || null, ro: patterns.ro.trim() || null },
    };
    if (template) {
      update.mutate(
        { id: template.id, body },
        { onSuccess: () => toast.success(t('reference.saved')), onError: failed },
      );
    } else {
      create.mutate(
        { id: newId, ...body },
        {
          onSuccess: (created) => {
            toast.success(t('reference.created'));
            onSaved(created.id);
          },
          onError: failed,
        },
      );
    }
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
              error={errorFor(errors, `patterns.${code}`)}
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
              <SlugField
                id={`${id}-slug`}
                value={slug}
                error={errorFor(errors, 'slug')}
                withHint={false}
                placeholder={slugify(patterns.en.replace(/[{}]/g, ' '))}
                onChange={setSlug}
              />
            </div>
            <SelectField
              id={`${id}-load`}
              label={t('namingTemplates.loadType')}
              value={loadType}
              onValueChange={(type) => setLoadType(type as ExerciseLoadType | '')}
              emptyLabel={t('namingTemplates.anyLoadType')}
              choices={EXERCISE_LOAD_TYPES.map((type) => ({ value: type, label: t(`loadTypes.${type}`) }))}
            />
            <OrderField id={`${id}-order`} value={order} onChange={setOrder} />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={isPending}>
              {isPending ? t('common.saving') : t('common.save')}
            </Button>
            {template ? (
              <ConfirmedDeleteButton
                label={t('common.delete')}
                question={deleteQuestion(t, template.slug)}
                isPending={remove.isPending}
                onDelete={(close) =>
                  remove.mutate(template.id, {
                    onSuccess: () => {
                      toast.success(t('reference.deleted', { name: template.slug }));
                      close();
                      onDeleted();
                    },
                    onError: (error) => toast.error(errorMessage(error, t)),
                  })
                }
              />
            ) : null}
          </div>
        </form>
      </Card>
      <NamingTemplatePreview patterns={patterns} />
    </div>
  );
}
