/** Query keys shared across features (features never import each other, so shared keys live here). */
export const meQueryKey = ['me'] as const;
