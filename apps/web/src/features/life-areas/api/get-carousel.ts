import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CarouselResponse, CarouselSlide } from '@lifeorbit/contracts';
import { useEffect, useState } from 'react';
import { api } from '@/lib/api';
import { useAppLanguage } from '@/lib/use-app-language';

/** Spec §8: a failed carousel fetch is only logged; the placeholders stay. */
export async function getCarousel(lang: string): Promise<CarouselSlide[]> {
  try {
    return (await api.get<CarouselResponse>(`/api/carousel?lang=${lang}`)).slides;
  } catch (err) {
    console.error('Could not load the carousel slides', err);
    throw err;
  }
}

export const carouselQueryOptions = (lang: string) =>
  queryOptions({ queryKey: ['life-areas', 'carousel', lang], queryFn: () => getCarousel(lang), retry: false });

/** Spec §9: the slides are requested 100 ms after the landing shows, so they never delay its first paint. */
export const CAROUSEL_DELAY_MS = 100;

export function useCarousel() {
  const [isDue, setDue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDue(true), CAROUSEL_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return useQuery({ ...carouselQueryOptions(useAppLanguage()), enabled: isDue });
}
