import type { TFunction } from 'i18next';
import type { ConfirmTexts } from '@/components/ui/confirm-dialog';
import { toast } from '@/lib/toast';
import { errorMessage } from './errors';

/** What the catalogue admin asks before deleting `name` ("Delete “Barbell”?"), with its own description if given. */
export function deleteQuestion(t: TFunction, name: string, description?: string): ConfirmTexts {
  return {
    title: t('adminCatalogue:common.confirmDelete', { name }),
    description: description ?? t('adminCatalogue:common.confirmDeleteDescription'),
    confirmLabel: t('adminCatalogue:common.delete'),
    cancelLabel: t('adminCatalogue:common.cancel'),
    closeLabel: t('adminCatalogue:common.close'),
  };
}

/**
 * What a delete from a row's own page does next: it says so and leaves for the list; a refusal closes the
 * question and says why.
 */
export function leaveAfterDelete({
  t,
  close,
  deleted,
  leave,
}: {
  t: TFunction;
  close: () => void;
  deleted: string;
  leave: () => void;
}) {
  return {
    onSuccess: () => {
      toast.success(deleted);
      leave();
    },
    onError: (error: Error) => {
      close();
      toast.error(errorMessage(error, t));
    },
  };
}
