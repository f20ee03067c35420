import type { Page } from '@playwright/test';

/** A screenshot for review when SHOTS_DIR is set (not part of what the test checks), named by page width. */
export async function shot(page: Page, name: string): Promise<void> {
  if (!process.env.SHOTS_DIR) return;
  const size = (page.viewportSize()?.width ?? 1280) < 768 ? 'phone' : 'desktop';
  await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}-${size}.png`, fullPage: true });
}
