import { Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_MAX_LENGTH, type ItemDetail } from '@lifeorbit/contracts/marketplace';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { errorFor, fieldErrorsOf } from '@/lib/field-errors';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/cn';
import { useRateItem } from '../api/rate-item';

/** One to five stars and a short review; rating again replaces it. */
export function RatingForm({ item }: { item: ItemDetail }) {
  const { t } = useTranslation(['marketplace', 'common']);
  const rate = useRateItem();
  const [rating, setRating] = useState(item.myRating?.rating ?? 0);
  const [review, setReview] = useState(item.myRating?.review ?? '');
  const errors = fieldErrorsOf(rate.error, t);
  return (
    <form
      className="flex flex-col gap-3 rounded-[12px] border border-border bg-surface p-4"
      aria-labelledby="rate-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (rating < 1) return;
        rate.mutate(
          { itemId: item.id, body: { rating, review } },
          { onSuccess: () => toast.success(t('rating.saved')) },
        );
      }}
    >
      <h2 id="rate-title" className="text-base font-semibold">
        {item.myRating ? t('rating.editTitle') : t('rating.title')}
      </h2>
      <fieldset>
        <legend className="mb-1 text-sm font-medium">{t('rating.stars')}</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className="cursor-pointer">
              <input
                type="radio"
                name="rating"
                value={value}
                className="peer sr-only"
                checked={rating === value}
                onChange={() => setRating(value)}
              />
              <span className="inline-flex size-11 items-center justify-center rounded-[8px] peer-focus-visible:outline-2 peer-focus-visible:outline-accent">
                <Star
                  className={cn('size-7', value <= rating ? 'fill-accent text-accent' : 'text-muted')}
                  strokeWidth={1.75}
                  aria-hidden
                />
                <span className="sr-only">{t('rating.starLabel', { count: value })}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <Field
        id="rating-review"
        label={t('rating.review')}
        error={errorFor(errors, 'review')}
        hint={t('rating.reviewHint')}
      >
        <textarea
          id="rating-review"
          value={review}
          maxLength={REVIEW_MAX_LENGTH}
          rows={3}
          onChange={(event) => setReview(event.target.value)}
          className="w-full rounded-[8px] border border-border bg-surface px-3 py-2 text-base md:text-sm"
        />
      </Field>
      <div>
        <Button type="submit" disabled={rating < 1 || rate.isPending}>
          {item.myRating ? t('rating.update') : t('rating.submit')}
        </Button>
      </div>
    </form>
  );
}
