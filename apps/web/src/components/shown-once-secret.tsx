import { useId } from 'react';
import { TriangleAlert } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from './ui/button';
import { Input } from './ui/input';

/** What the box of a secret shown once says, translated by the caller. */
export interface ShownOnceTexts {
  title: string;
  warning: string;
  label: string;
  copy: string;
  copied: string;
  copyFailed: string;
  done: string;
}

/**
 * A secret shown this once (a token, a webhook's signing secret), with a copy button and a warning: the page never
 * shows it again.
 */
export function ShownOnceSecret({
  value,
  texts,
  onDone,
}: {
  value: string;
  texts: ShownOnceTexts;
  onDone: () => void;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-4 flex flex-col gap-3 rounded-[12px] border border-border bg-raised p-4"
    >
      <h3 id={`${id}-title`} className="text-sm font-medium">
        {texts.title}
      </h3>
      <p className="flex items-start gap-2 text-sm text-muted">
        <TriangleAlert aria-hidden strokeWidth={1.75} className="mt-0.5 size-4 shrink-0 text-warning" />
        {texts.warning}
      </p>
      <label htmlFor={`${id}-value`} className="sr-only">
        {texts.label}
      </label>
      <Input
        id={`${id}-value`}
        value={value}
        readOnly
        className="font-mono text-xs"
        onFocus={(event) => event.target.select()}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          onClick={() =>
            void navigator.clipboard?.writeText(value).then(
              () => toast.success(texts.copied),
              () => toast.error(texts.copyFailed),
            )
          }
        >
          {texts.copy}
        </Button>
        <Button type="button" onClick={onDone}>
          {texts.done}
        </Button>
      </div>
    </section>
  );
}
