import type { AdminAttributeSchema } from '@lifeorbit/contracts/admin-catalogue';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { AdminList } from '@/components/ui/admin-list';
import { Chip } from '@/components/ui/chip';
import { useAppLanguage } from '@/lib/use-app-language';
import { useDeleteAttributeSchema } from '../api/delete-attribute-schema';
import { useAttributeSchemas } from '../api/list-attribute-schemas';
import { deleteQuestion } from '../lib/delete-question';
import { errorMessage } from '../lib/errors';
import { LanguageChips } from './language-chips';
import { LoadError } from './load-error';

/** The attribute schemas: type, where each applies, its rule and how many values exercises hold; in use, no delete. */
export function AttributeSchemaList({
  caption,
  onEdit,
}: {
  caption: string;
  onEdit: (schema: AdminAttributeSchema) => void;
}) {
  const { t } = useTranslation('adminCatalogue');
  const lang = useAppLanguage();
  const schemas = useAttributeSchemas(lang);
  const remove = useDeleteAttributeSchema();

  const rule = (schema: AdminAttributeSchema) => {
    if (schema.valueType === 'choice') return schema.choices.join(', ');
    if (schema.minValue !== null || schema.maxValue !== null) {
      return t('attributeSchemas.range', { min: schema.minValue ?? '…', max: schema.maxValue ?? '…' });
    }
    return '—';
  };

  return (
    <AdminList
      error={schemas.isError ? <LoadError error={schemas.error} onRetry={() => void schemas.refetch()} /> : null}
      caption={caption}
      items={schemas.data?.items ?? []}
      isLoading={schemas.isPending}
      emptyText={t('attributeSchemas.empty')}
      rowClassName="hover:bg-raised/60"
      columns={[
        {
          header: t('common.name'),
          className: 'px-3 py-2 font-medium',
          cell: (schema) => (
            <>
              {schema.name}
              {schema.isRequired ? (
                <span className="ml-2">
                  <Chip tone="accent">{t('attributeSchemas.requiredChip')}</Chip>
                </span>
              ) : null}
            </>
          ),
        },
        {
          header: t('common.slug'),
          className: 'px-3 py-2 font-mono text-xs text-muted',
          cell: (schema) => schema.slug,
        },
        { header: t('common.languages'), cell: (schema) => <LanguageChips names={schema.names} /> },
        {
          header: t('attributeSchemas.valueType'),
          cell: (schema) => (
            <>
              {t(`valueTypes.${schema.valueType}`)}
              {schema.unit ? <span className="text-muted"> ({schema.unit})</span> : null}
            </>
          ),
        },
        {
          header: t('attributeSchemas.appliesTo'),
          cell: (schema) =>
            [schema.loadType ? t(`loadTypes.${schema.loadType}`) : null, schema.movementPattern?.name ?? null]
              .filter(Boolean)
              .join(' · ') || t('attributeSchemas.everyExercise'),
        },
        { header: t('attributeSchemas.rule'), className: 'px-3 py-2 tabular-nums', cell: rule },
        { header: t('attributeSchemas.values'), className: 'px-3 py-2 tabular-nums', cell: (s) => s.valueCount },
      ]}
      actions={{
        header: t('common.actions'),
        edit: { label: (schema) => t('reference.editNamed', { name: schema.name }), onEdit },
        remove: {
          label: (schema) => t('reference.deleteNamed', { name: schema.name }),
          isInUse: (schema) => schema.valueCount > 0,
          inUseHint: () => t('reference.inUseHint'),
          confirm: (schema) => deleteQuestion(t, schema.name),
          isPending: remove.isPending,
          onDelete: (schema, settle) =>
            remove.mutate(schema.id, {
              onSuccess: () => toast.success(t('reference.deleted', { name: schema.name })),
              onError: (error) => toast.error(errorMessage(error, t)),
              onSettled: settle,
            }),
        },
      }}
    />
  );
}
