const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day still being typed filters nothing yet (the API would refuse it). */
export const typedDay = (value: string) => (DAY.test(value) ? value : '');

/** Both days typed in full, the first not after the second. */
export const isPeriodOk = (from: string, to: string) => DAY.test(from) && DAY.test(to) && from <= to;
