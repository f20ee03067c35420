import { MessagesSquare, Pencil, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoachConversation } from '@lifeorbit/contracts/coach';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { focusOnMount } from '@/lib/focus-on-mount';
import { toast } from '@/lib/toast';
import { useCoachConversations } from '../api/get-coach-conversations';
import { useDeleteCoachConversation } from '../api/delete-coach-conversation';
import { useRenameCoachConversation } from '../api/rename-coach-conversation';

/** The member's conversations, newest first: open one, rename it or delete it. */
export function ConversationList({
  activeId,
  onOpen,
  onDeleted,
}: {
  activeId: string | null;
  onOpen: (id: string) => void;
  onDeleted: (id: string) => void;
}) {
  const { t } = useTranslation('coach');
  const conversations = useCoachConversations();
  const [renaming, setRenaming] = useState<CoachConversation | null>(null);
  const [deleting, setDeleting] = useState<CoachConversation | null>(null);
  const remove = useDeleteCoachConversation();

  if (conversations.isPending) {
    return (
      <div className="flex flex-col gap-2" aria-hidden>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-11 w-full" />
        ))}
      </div>
    );
  }
  if (conversations.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {t('conversations.loadFailed')}
      </p>
    );
  }
  const list = conversations.data.conversations;
  if (!list.length) {
    return (
      <p className="flex items-start gap-2 text-sm text-muted">
        <MessagesSquare className="mt-0.5 size-4 shrink-0" aria-hidden />
        {t('conversations.empty')}
      </p>
    );
  }
  return (
    <>
      <ul className="flex flex-col gap-1">
        {list.map((conversation) => (
          <li
            key={conversation.id}
            className={cn(
              'flex items-center gap-1 rounded-[8px]',
              conversation.id === activeId ? 'bg-raised' : 'hover:bg-raised/60',
            )}
          >
            <button
              type="button"
              className="min-h-11 min-w-0 flex-1 truncate px-3 text-left text-sm"
              aria-current={conversation.id === activeId ? 'true' : undefined}
              aria-label={t('conversations.open', { title: conversation.title })}
              onClick={() => onOpen(conversation.id)}
            >
              {conversation.title}
            </button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`${t('conversations.rename')}: ${conversation.title}`}
              onClick={() => setRenaming(conversation)}
            >
              <Pencil aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`${t('conversations.delete')}: ${conversation.title}`}
              onClick={() => setDeleting(conversation)}
            >
              <Trash2 aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
      {renaming ? <RenameDialog conversation={renaming} onClose={() => setRenaming(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('conversations.deleteTitle')}
        description={t('conversations.deleteDescription')}
        confirmLabel={t('conversations.delete')}
        cancelLabel={t('conversations.cancel')}
        closeLabel={t('conversations.close')}
        isPending={remove.isPending}
        onConfirm={() => {
          const target = deleting;
          if (!target) return;
          remove.mutate(target.id, {
            onSuccess: () => {
              setDeleting(null);
              onDeleted(target.id);
              toast.success(t('conversations.deleted'));
            },
            onError: () => toast.error(t('errors.generic')),
          });
        }}
      />
    </>
  );
}

function RenameDialog({ conversation, onClose }: { conversation: CoachConversation; onClose: () => void }) {
  const { t } = useTranslation('coach');
  const id = useId();
  const [title, setTitle] = useState(conversation.title);
  const rename = useRenameCoachConversation();
  const isEmpty = !title.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isEmpty) return;
    rename.mutate(
      { id: conversation.id, title: title.trim() },
      { onSuccess: onClose, onError: () => toast.error(t('errors.generic')) },
    );
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('conversations.renameTitle')}
      closeLabel={t('conversations.close')}
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        <Field id={id} label={t('conversations.titleLabel')}>
          <Input id={id} value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} ref={focusOnMount} />
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('conversations.cancel')}
          </Button>
          <Button type="submit" disabled={isEmpty || rename.isPending}>
            {t('conversations.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
