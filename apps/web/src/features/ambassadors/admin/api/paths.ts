/** An admin list's address with the parameters that have a value. */
export const withQuery = (path: string, params: Record<string, string | null | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

/** The CSV export's address for a period (a plain link: the browser downloads it with the session cookie). */
export const payoutExportUrl = (from: string, to: string) => withQuery('/api/admin/payouts/export', { from, to });
