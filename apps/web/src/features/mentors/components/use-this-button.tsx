import { CopyPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CopyItemResponse, ItemDetail } from '@lifeorbit/contracts/marketplace';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useCopyItem } from '../api/copy-item';

/** Where a copy went: a template starts a workout at once; a program opens among my programs. */
export function copyLink(copy: { templateId: string | null; programId: string | null }): string {
  return copy.templateId ? `/app/workouts?templateId=${copy.templateId}` : '/app/programs';
}

/**
 * "Use this": confirms, then copies into my templates or programs. The copy's id is made when the dialog opens, so
 * pressing twice (or a retry) makes one copy.
 */
export function UseThisButton({ item }: { item: ItemDetail }) {
  const { t } = useTranslation(['marketplace', 'common']);
  const copy = useCopyItem();
  const [open, setOpen] = useState(false);
  const [copyId, setCopyId] = useState(() => crypto.randomUUID());
  const [made, setMade] = useState<CopyItemResponse | null>(null);
  const label = item.myCopy ? t('use.again') : t('use.action');
  return (
    <>
      <Button
        onClick={() => {
          setCopyId(crypto.randomUUID());
          setMade(null);
          setOpen(true);
        }}
      >
        <CopyPlus strokeWidth={1.75} aria-hidden />
        {label}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={made ? t('use.doneTitle') : t('use.title', { title: item.title })}
        description={made ? undefined : t(item.kind === 'program' ? 'use.programText' : 'use.templateText')}
        closeLabel={t('common:close')}
        footer={
          made ? (
            <Button asChild>
              <Link to={copyLink(made)}>{made.templateId ? t('use.start') : t('use.openPrograms')}</Link>
            </Button>
          ) : (
            <>
              <Button variant="ghost" onClick={() => setOpen(false)}>
                {t('common:cancel')}
              </Button>
              <Button
                disabled={copy.isPending}
                onClick={() =>
                  copy.mutate(
                    { itemId: item.id, copyId },
                    {
                      onSuccess: (result) => {
                        setMade(result);
                        toast.success(t('use.done', { title: item.title }));
                      },
                      onError: () => toast.error(t('use.failed')),
                    },
                  )
                }
              >
                {t('use.confirm')}
              </Button>
            </>
          )
        }
      >
        {made ? (
          <p className="text-sm">
            {t(made.templateId ? 'use.doneTemplate' : 'use.doneProgram', { title: item.title })}
          </p>
        ) : null}
      </Dialog>
    </>
  );
}
