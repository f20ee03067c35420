import { useState } from 'react';
import { Button, type ButtonProps } from './button';
import { ConfirmDialog, type ConfirmTexts } from './confirm-dialog';

/**
 * A page's delete button that asks first. Disabled with `inUseHint` as its title while others still use the thing;
 * `onDelete` gets `close` to shut the question (on a failure, or when the page stays).
 */
export function ConfirmedDeleteButton({
  label,
  question,
  isPending,
  inUseHint,
  isInUse = false,
  variant = 'destructive',
  className,
  onDelete,
}: {
  label: string;
  question: ConfirmTexts;
  isPending: boolean;
  inUseHint?: string;
  isInUse?: boolean;
  variant?: ButtonProps['variant'];
  className?: string;
  onDelete: (close: () => void) => void;
}) {
  const [isAsking, setIsAsking] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        className={className}
        disabled={isInUse}
        title={isInUse ? inUseHint : undefined}
        onClick={() => setIsAsking(true)}
      >
        {label}
      </Button>
      <ConfirmDialog
        open={isAsking}
        onOpenChange={setIsAsking}
        {...question}
        isPending={isPending}
        onConfirm={() => onDelete(() => setIsAsking(false))}
      />
    </>
  );
}
