import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormButtons } from '@/components/ui/form-buttons';
import { Sheet } from '@/components/ui/sheet';
import { SLUG_PATTERN } from '../lib/numbers';
import { useFormErrors } from '../lib/use-form-errors';
import { NamesAndSlug } from './names-and-slug';
import type { NamesDraft } from './names-fields';

/** What every row a sheet edits has: names in three languages and a slug. */
export interface NamedDraft {
  names: NamesDraft;
  slug: string;
}

interface SheetState {
  draft: NamedDraft;
  isSaved: boolean;
  errors: Record<string, string>;
  onDraftChange: (change: NamedDraft) => void;
  onClose: () => void;
}

/**
 * A sheet's form as typed (`draft`, `set`), its errors, and what the sheet itself needs (`sheet`): `check` adds the
 * checks of every row (an English name, a slug's shape) to the form's own and says whether it may send.
 */
export function useEditSheet<D extends NamedDraft>(initial: () => D, isSaved: boolean, onClose: () => void) {
  const { t } = useTranslation('adminCatalogue');
  const [draft, setDraft] = useState<D>(initial);
  const form = useFormErrors();
  const [newId] = useState(() => crypto.randomUUID());
  const sheet: SheetState = {
    draft,
    isSaved,
    errors: form.errors,
    onDraftChange: (change) => setDraft((d) => ({ ...d, ...change })),
    onClose,
  };
  return {
    draft,
    set: <K extends keyof D>(key: K, value: D[K]) => setDraft((d) => ({ ...d, [key]: value })),
    errors: form.errors,
    failed: form.failed,
    newId,
    check: (local: Record<string, string>) => {
      const all: Record<string, string> = {};
      if (!draft.names.en.trim()) all['names.en'] = t('errors.englishNameRequired');
      if (!SLUG_PATTERN.test(draft.slug)) all.slug = t('errors.slugFormat');
      return form.check({ ...all, ...local });
    },
    sheet,
  };
}

/** A side sheet holding one row's form: its names and slug, the fields given, then Save and Cancel. */
export function EditSheet({
  sheet,
  title,
  isPending,
  onSubmit,
  children,
}: {
  sheet: SheetState;
  title: string;
  isPending: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('adminCatalogue');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Sheet
      open
      side="right"
      onOpenChange={(open) => !open && sheet.onClose()}
      title={title}
      closeLabel={t('common.close')}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 p-4">
        <NamesAndSlug
          idPrefix={id}
          names={sheet.draft.names}
          slug={sheet.draft.slug}
          errors={sheet.errors}
          isSaved={sheet.isSaved}
          onChange={sheet.onDraftChange}
        />
        {children}
        <FormButtons
          submitLabel={isPending ? t('common.saving') : t('common.save')}
          disabled={isPending}
          onCancel={sheet.onClose}
        />
      </form>
    </Sheet>
  );
}
