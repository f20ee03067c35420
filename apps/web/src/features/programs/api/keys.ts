/** Query keys of the member's programs (the templates area refetches them by this root too, ADR 019). */
export const programKeys = {
  all: ['programs'] as const,
};
