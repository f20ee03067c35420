/** A list's address with the cursor of the page to read (none for the first). */
export const withCursor = (path: string, cursor: string | null) =>
  cursor ? `${path}?cursor=${encodeURIComponent(cursor)}` : path;
