import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/** Renames the running workout; an unchanged or empty title saves nothing. */
export function RenameDialog({
  open,
  title,
  onOpenChange,
  onSave,
}: {
  open: boolean;
  title: string;
  onOpenChange: (open: boolean) => void;
  onSave: (title: string) => void;
}) {
  const { t } = useTranslation(['workouts', 'common']);
  const id = useId();
  const [value, setValue] = useState(title);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = value.trim();
    if (next && next !== title) onSave(next);
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('workouts:session.rename')} closeLabel={t('common:close')}>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <Field id={id} label={t('workouts:session.renameLabel')}>
          <Input id={id} maxLength={120} value={value} onChange={(event) => setValue(event.target.value)} />
        </Field>
        <Button type="submit" className="self-end">
          {t('common:save')}
        </Button>
      </form>
    </Dialog>
  );
}
