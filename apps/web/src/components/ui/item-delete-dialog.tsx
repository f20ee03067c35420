import { ConfirmDialog, type ConfirmTexts } from './confirm-dialog';

const NO_QUESTION: ConfirmTexts = { title: '', description: '', confirmLabel: '', cancelLabel: '', closeLabel: '' };

/** The question before deleting `item`, open while there is one; `question` words it for the item. */
export function ItemDeleteDialog<T>({
  item,
  question,
  isPending,
  onClose,
  onConfirm,
}: {
  item: T | null;
  question: (item: T) => ConfirmTexts;
  isPending: boolean;
  onClose: () => void;
  onConfirm: (item: T) => void;
}) {
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      {...(item === null ? NO_QUESTION : question(item))}
      isPending={isPending}
      onConfirm={() => item !== null && onConfirm(item)}
    />
  );
}
