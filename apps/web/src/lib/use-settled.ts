import { useEffect, useState } from 'react';

/**
 * False until `delayMs` after the first draw, then true: for parts of the shell a member does not need to start
 * (the notification bell), so their code is fetched after the page's own and never competes with it.
 */
export function useSettled(delayMs = 2500): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return settled;
}
