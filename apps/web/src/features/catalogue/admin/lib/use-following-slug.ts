import { useState } from 'react';
import { slugify } from './numbers';

/** A slug that follows the English name as it is typed, until the slug itself is typed in (a saved row's at once). */
export function useFollowingSlug(isTypedAtFirst: boolean) {
  const [isTyped, setIsTyped] = useState(isTypedAtFirst);
  return {
    /** The slug once the name is `name`. */
    afterName: (name: string, slug: string) => (isTyped ? slug : slugify(name)),
    /** The slug typed in; it stops following the name. */
    typed: (slug: string) => {
      setIsTyped(true);
      return slug;
    },
  };
}
