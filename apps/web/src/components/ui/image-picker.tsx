import { ImageUp, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { Button } from './button';

/**
 * A picture's upload, change and remove buttons under its preview: a hidden file input opened by the first button
 * (the avatar, a gym's logo and cover). The texts come from the caller; `onRemove` only when there is a picture.
 */
export function ImagePicker({
  accept,
  inputLabel,
  pickText,
  removeText,
  hint,
  pending,
  onPick,
  onRemove,
}: {
  accept: string;
  inputLabel: string;
  pickText: string;
  removeText: string;
  hint: string;
  pending: boolean;
  onPick: (file: File | undefined) => void;
  onRemove?: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-col gap-1">
      <input
        ref={input}
        type="file"
        accept={accept}
        aria-label={inputLabel}
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => {
          onPick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" disabled={pending} onClick={() => input.current?.click()}>
          <ImageUp aria-hidden />
          {pickText}
        </Button>
        {onRemove ? (
          <Button size="sm" variant="ghost" disabled={pending} onClick={onRemove}>
            <Trash2 aria-hidden />
            {removeText}
          </Button>
        ) : null}
      </div>
      <p className="text-xs text-muted">{hint}</p>
    </div>
  );
}
