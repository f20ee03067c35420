import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { deviceFixturePath, shiftFitTimes } from '../support/device-files';
import { signUpViaApi } from '../support/members';
import { shot } from '../support/shots';

// Issue 42 at phone size: a new member brings in what a watch and a phone recorded from Settings — the Garmin fēnix 2
// run (FIT) and an Apple Health export — sees each dry run, imports, opens the run with its route, finds its distance
// in progress and analytics, then undoes one import. The files are ../shared/fixtures/devices' (PROVENANCE.md).

const FIT = 'garmin-fenix2-run-2015-08-15.fit';
const APPLE_HEALTH = 'apple-health-export-dogsheep-2019.xml';
const FIT_START_MS = Date.parse('2015-08-15T14:45:08Z');
const DAY_SEC = 86_400;

/**
 * The fēnix run, moved by whole days to three days ago (same local time of day; every date in the file and its CRC
 * rewritten in memory): /analytics shows at most the last 52 weeks, and the recording is from 2015.
 */
function recentFenixRun(): string {
  const days = Math.floor((Date.now() - FIT_START_MS) / 1000 / DAY_SEC) - 3;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lifeorbit-device-e2e-'));
  const target = path.join(folder, 'fenix2-run.fit');
  fs.writeFileSync(target, shiftFitTimes(fs.readFileSync(deviceFixturePath(FIT)), days * DAY_SEC));
  return target;
}

async function importFile(page: Page, file: string, dryRun: RegExp, distance: string, shotName?: string) {
  await page.getByLabel('Export file').setInputFiles(file);
  await expect(page.getByRole('heading', { name: dryRun })).toBeVisible();
  const sports = page.getByRole('region', { name: 'Activities by sport' });
  await expect(sports).toContainText('Running');
  await expect(sports).toContainText(`1 activity · ${distance}`);
  await expect(sports.getByLabel('Exercise for Running')).toHaveValue(/[0-9a-f-]{36}/);
  if (shotName) await shot(page, shotName);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText(/^Imported 1 workout and 1 set\.$/)).toBeVisible();
}

test('a watch’s run and an Apple Health export come in, show their route and distance, and one is undone', async ({
  page,
}) => {
  // Two uploads and imports, a workout page, progress, analytics and an undo: three times the usual time.
  test.slow();
  await signUpViaApi(page);
  await page.goto('/settings');
  const past = page.getByRole('region', { name: 'Past imports' });
  await expect(past.getByText('No imports yet')).toBeVisible();

  // The FIT file: one run of 9.01 km, with its exercise chosen for the whole sport.
  await importFile(page, recentFenixRun(), /fenix2-run\.fit \(FIT file\)/, '9.01 km', 'device-import-dry-run');

  // Apple Health's export: its run of 800 m.
  await importFile(
    page,
    deviceFixturePath(APPLE_HEALTH),
    /apple-health-export-dogsheep-2019\.xml \(Apple Health\)/,
    '800 m',
  );
  await expect(past.getByRole('listitem')).toHaveCount(2);
  await expect(past.getByRole('button', { name: `Undo ${APPLE_HEALTH}` })).toBeVisible();

  // The run from the history: its activity panel with the route drawn from the track.
  await page.goto('/fitness/history');
  const entries = page.locator('a[href^="/fitness/history/"]');
  await expect(entries).toHaveCount(2);
  await entries.filter({ hasText: '9.01 km' }).click();
  await expect(page).toHaveURL(/\/fitness\/history\/[0-9a-f-]{36}$/);
  const activity = page.getByRole('region', { name: 'Running' });
  await expect(
    activity.getByRole('img', { name: /^Route map of 9\.01 km, from 58\.9\d+° N, 5\.7\d+° E to / }),
  ).toBeVisible();
  await expect(
    activity
      .getByRole('term')
      .filter({ hasText: /^Distance$/ })
      .locator('+ dd'),
  ).toHaveText('9.01 km');
  await expect(activity).toContainText('Started');
  await expect(activity).toContainText('(UTC+02:00)');
  await shot(page, 'device-import-activity');

  // Progress: the run's exercise and its distance in the last 12 weeks.
  await page.goto('/progress');
  const picker = page.getByLabel('Exercise (most trained first)');
  const runOption = picker.locator('option').filter({ hasText: /^Outdoor Run · / });
  await expect(runOption).toHaveCount(1);
  await picker.selectOption({ label: (await runOption.textContent())! });
  await expect(page.getByRole('table', { name: /^Outdoor Run: distance \(km\)/ })).toContainText('9.01');

  // Analytics: the distance of the run's week, in the last 12 weeks.
  await page.goto('/analytics');
  // One decimal a week there: the run's week reads 9, every other week 0.
  const perWeek = page.getByRole('table', { name: /^Distance per week \(km\)/ });
  await expect(perWeek.getByRole('cell', { name: '9', exact: true })).toHaveCount(1);
  await expect(perWeek.getByRole('cell', { name: '0', exact: true })).toHaveCount(11);

  // Undo the Apple Health import: listed as undone, its run gone from the history, the watch's run still there.
  await page.goto('/settings');
  await past.getByRole('button', { name: `Undo ${APPLE_HEALTH}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Undo this import?' });
  await expect(dialog).toContainText(`The 1 workout imported from ${APPLE_HEALTH} is removed`);
  await dialog.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(past.getByRole('listitem').filter({ hasText: APPLE_HEALTH })).toContainText('Undone');
  await expect(past.getByRole('button', { name: `Undo ${APPLE_HEALTH}` })).toHaveCount(0);
  await page.goto('/fitness/history');
  await expect(entries).toHaveCount(1);
  await expect(entries).toContainText('9.01 km');
});
