import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useReturnFocus } from './use-return-focus';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  closeLabel: string;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
  /** Where focus goes on close instead of the dialog's opener (see useReturnFocus). */
  finalFocus?: () => HTMLElement | null | undefined;
}

/** Radix's dialog behind <Dialog> (dialog.tsx), fetched the first time a dialog opens. */
export function DialogPanel({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  children,
  footer,
  className,
  finalFocus,
}: DialogProps) {
  const returnFocus = useReturnFocus(open, finalFocus);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <RadixDialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={returnFocus}
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-[12px] border border-border bg-surface text-text shadow-xl',
            'md:inset-x-auto md:top-1/2 md:bottom-auto md:left-1/2 md:w-[min(32rem,92vw)] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-[12px]',
            className,
          )}
        >
          <div className="flex items-start justify-between gap-2 border-b border-border px-4 py-2">
            <div className="min-w-0 py-2">
              <RadixDialog.Title className="text-base font-semibold">{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-1 text-sm text-muted">{description}</RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-[8px] hover:bg-raised"
              aria-label={closeLabel}
            >
              <X className="size-5" strokeWidth={1.75} aria-hidden />
            </RadixDialog.Close>
          </div>
          {children ? <div className="flex-1 overflow-y-auto px-4 py-4">{children}</div> : null}
          {footer ? (
            <div className="flex flex-wrap justify-end gap-2 border-t border-border px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
              {footer}
            </div>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
