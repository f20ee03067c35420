import type { CarouselSlide } from '@lifeorbit/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { useCarousel } from '../api/get-carousel';

const PLACEHOLDERS = 4;

/** A row of 9:16 slides that snaps slide by slide; placeholders until the slides arrive (or if they never do). */
export function SneakPeekCarousel() {
  const { t } = useTranslation('landing');
  const titleId = useId();
  const carousel = useCarousel();
  const slides: CarouselSlide[] = carousel.data ?? [];
  const isWaiting = slides.length === 0;

  return (
    <section aria-labelledby={titleId} className="w-full">
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 id={titleId} className="text-xl font-semibold md:text-2xl">
          {t('sneakPeek')}
        </h2>
        {!isWaiting ? <p className="text-sm text-muted lg:hidden">{t('swipeHint')}</p> : null}
      </div>
      {/* Focusable so that a keyboard can scroll it: the slides hold nothing else to focus. */}
      <ul
        aria-busy={isWaiting}
        aria-labelledby={titleId}
        tabIndex={0}
        className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-smooth px-4 pb-2 [scrollbar-width:thin] md:mx-0 md:px-0"
      >
        {isWaiting
          ? Array.from({ length: PLACEHOLDERS }, (_, index) => (
              <li key={index} className="w-[44%] shrink-0 snap-start sm:w-52 lg:w-[calc((100%-3rem)/5)]" aria-hidden>
                <Skeleton className="aspect-[9/16] w-full rounded-[12px]" />
                <Skeleton className="mt-2 h-4 w-3/4" />
              </li>
            ))
          : slides.map((slide) => (
              <li key={slide.id} className="w-[44%] shrink-0 snap-start sm:w-52 lg:w-[calc((100%-3rem)/5)]">
                <figure>
                  <img
                    src={slide.fileUrl}
                    alt={slide.altText}
                    width={360}
                    height={640}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[9/16] w-full rounded-[12px] border border-border bg-surface object-cover"
                  />
                  {slide.caption ? (
                    <figcaption className="mt-2 text-sm font-medium text-text">{slide.caption}</figcaption>
                  ) : null}
                </figure>
              </li>
            ))}
      </ul>
    </section>
  );
}
