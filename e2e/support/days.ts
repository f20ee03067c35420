/** The member's calendar day `daysAgo` days before today, as YYYY-MM-DD (the browser and the tests share the machine's zone). */
export function localDay(daysAgo = 0): string {
  const date = new Date();
  date.setDate(date.getDate() - daysAgo);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}
