import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { focusOnMount } from '@/lib/focus-on-mount';

/**
 * Asks for the one text a decision needs (a rejection's reason, a payment's reference) before it is sent; the text is
 * required, as the API requires it.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  label,
  confirmLabel,
  isPending,
  error,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  label: string;
  confirmLabel: string;
  isPending: boolean;
  error?: string | null;
  onConfirm: (text: string) => void;
}) {
  const { t } = useTranslation(['ambassadors', 'common']);
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const close = (next: boolean) => {
    if (!next) {
      setText('');
      setMissing(false);
    }
    onOpenChange(next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={title}
      closeLabel={t('common:close')}
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)}>
            {t('common:cancel')}
          </Button>
          <Button
            disabled={isPending}
            onClick={() => {
              if (!text.trim()) return setMissing(true);
              onConfirm(text.trim());
            }}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Field id="decision-text" label={label} error={missing ? t('ambassadors:form.required') : (error ?? null)}>
        <Input
          id="decision-text"
          value={text}
          maxLength={200}
          ref={focusOnMount}
          aria-invalid={missing || Boolean(error)}
          onChange={(event) => {
            setText(event.target.value);
            setMissing(false);
          }}
        />
      </Field>
    </Dialog>
  );
}
