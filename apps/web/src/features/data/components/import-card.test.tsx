// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ImportListItem, ImportPreview } from '@lifeorbit/contracts/data';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderWithApp } from '@/test/render';
import { mediaTypeOf } from '../api/upload-import';
import { ImportCard } from './import-card';

const ID = '0b6f7d3e-1c2a-4a8e-9f00-000000000042';
const RUN = '5a1c0e7b-2d3f-4b6a-8c9d-000000000001';
const TREADMILL = '5a1c0e7b-2d3f-4b6a-8c9d-000000000002';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The dry run of a Garmin zip: a run as FIT and as GPX (one kept), a broken record in a member of the zip. */
const preview = (over: Partial<ImportPreview> = {}): ImportPreview => ({
  id: ID,
  source: 'zip',
  fileName: 'garmin-export.zip',
  status: 'staged',
  progress: { bytesRead: 121_839, rowsRead: 2_810 },
  sports: [{ sport: 'running', name: 'Running', activities: 1, distanceM: 9008.22, alreadyHere: 0 }],
  duplicatesInFile: 1,
  health: { measurementDays: 2, dailyDays: 1 },
  totalRows: 2,
  brokenRows: 1,
  broken: [{ line: 12, field: 'lat', code: 'out_of_range', file: 'activities/broken.gpx' }],
  workouts: 1,
  sets: 1,
  workoutsAlreadyHere: 0,
  firstDay: '2015-08-15',
  lastDay: '2015-08-15',
  exercises: [
    {
      name: 'Running',
      sets: 1,
      matched: 'exact',
      exerciseId: RUN,
      exerciseName: 'Running',
      candidates: [{ exerciseId: TREADMILL, name: 'Treadmill Running' }],
    },
  ],
  workoutsDone: 0,
  workoutsCreated: 0,
  setsCreated: 0,
  ...over,
});

const item = (over: Partial<ImportListItem>): ImportListItem => ({
  id: ID,
  source: 'fit',
  fileName: 'run.fit',
  status: 'done',
  progress: { bytesRead: 0, rowsRead: 0 },
  workoutsCreated: 1,
  createdAt: '2026-12-01T10:00:00.000Z',
  finishedAt: '2026-12-01T10:01:00.000Z',
  ...over,
});

const session = { me: { profile: { weightUnit: 'kg' } } };

/** An XMLHttpRequest that answers the upload with `answer`, keeping what was sent. */
function fakeUpload(answer: { status: number; body: unknown }) {
  const sent: { url: string; headers: Record<string, string> }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress?: (event: ProgressEvent) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send() {
      sent.push({ url: this.url, headers: this.headers });
      setTimeout(() => {
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const chooseFile = (file: File) =>
  fireEvent.change(screen.getByLabelText('Export file'), { target: { files: [file] } });

describe('ImportCard: device files (issue 42)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a FIT file as bytes, then shows the dry run per sport, duplicates, health days and broken records', async () => {
    const sent = fakeUpload({ status: 201, body: preview() });
    const calls = mockApi((call) => {
      if (call.url === '/api/session') return json(session);
      if (call.url === '/api/data/imports') return json({ imports: [] });
      if (call.url === `/api/data/imports/${ID}/mappings`)
        return json(
          preview({
            exercises: [{ ...preview().exercises[0]!, matched: 'chosen', exerciseId: TREADMILL, exerciseName: 'Treadmill Running' }],
          }),
        );
      return json(preview());
    });
    await renderWithApp(<ImportCard />);
    expect(screen.getByLabelText('Export file').getAttribute('accept')).toContain('.fit');
    chooseFile(new File([new Uint8Array([14, 16])], 'garmin-export.zip', { type: '' }));

    const sports = await screen.findByRole('region', { name: 'Activities by sport' });
    expect(sent[0]!.headers['Content-Type']).toBe('application/octet-stream');
    expect(sent[0]!.url).toMatch(/^\/api\/data\/imports\?fileName=garmin-export\.zip&unit=kg/);
    expect(sports.textContent).toContain('Running 1 activity · 9.01 km');
    const choice = within(sports).getByLabelText('Exercise for Running') as HTMLSelectElement;
    expect(choice.value).toBe(RUN);
    expect(screen.getByText(/1 activity is in the file twice/)).toBeTruthy();
    expect(
      screen.getByText('Apple Health: 2 days of body measurements and 1 day of resting heart rate or sleep.'),
    ).toBeTruthy();
    expect(screen.getByText('activities/broken.gpx, line 12, lat: out of range')).toBeTruthy();
    // The sport's exercise is chosen in its row, not listed again with the names not in the catalogue.
    expect(screen.queryByText('Exercises not in the catalogue')).toBeNull();

    fireEvent.change(choice, { target: { value: TREADMILL } });
    await waitFor(() => expect(choice.value).toBe(TREADMILL));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.body).toEqual({ mappings: [{ name: 'Running', exerciseId: TREADMILL }] });
  });

  it('says how far the server has read while it stages the file', async () => {
    fakeUpload({ status: 201, body: preview({ status: 'staging', progress: { bytesRead: 3 * 1024 * 1024, rowsRead: 1204 } }) });
    mockApi((call) => {
      if (call.url === '/api/session') return json(session);
      if (call.url === '/api/data/imports') return json({ imports: [] });
      return json(preview({ status: 'staging', progress: { bytesRead: 3 * 1024 * 1024, rowsRead: 1204 } }));
    });
    await renderWithApp(<ImportCard />);
    chooseFile(new File(['<HealthData>'], 'export.xml', { type: 'text/xml' }));
    expect(await screen.findByText('Read 1,204 records so far (3 MB)')).toBeTruthy();
  });

  it('refuses a file over its limit before sending it: 50 MB for one activity, 1 GB for a zip', async () => {
    const sent = fakeUpload({ status: 201, body: preview() });
    mockApi((call) => json(call.url === '/api/session' ? session : { imports: [] }));
    await renderWithApp(<ImportCard />);
    const big = (name: string, size: number) => {
      const file = new File(['x'], name);
      Object.defineProperty(file, 'size', { value: size });
      return file;
    };
    chooseFile(big('run.fit', 51 * 1024 * 1024));
    expect((await screen.findByRole('alert')).textContent).toBe('The file is larger than 50 MB.');
    chooseFile(big('export.zip', 1025 * 1024 * 1024));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The file is larger than 1 GB.'));
    expect(sent).toEqual([]);
  });
});

describe('ImportCard: past imports (issue 42)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says what will be listed before the first import', async () => {
    mockApi((call) => json(call.url === '/api/session' ? session : { imports: [] }));
    await renderWithApp(<ImportCard />);
    expect(await screen.findByText('No imports yet')).toBeTruthy();
  });

  it('undoes an import after asking, then shows it as undone', async () => {
    let undone = false;
    const calls = mockApi((call) => {
      if (call.url === '/api/session') return json(session);
      if (call.method === 'DELETE') {
        undone = true;
        return json({ workoutsRemoved: 1, measurementsRemoved: 0, dailyRemoved: 0 });
      }
      return json({
        imports: [
          item({ status: undone ? 'undone' : 'done' }),
          item({ id: RUN, fileName: 'export.xml', source: 'apple_health', status: 'undone', workoutsCreated: 2 }),
        ],
      });
    });
    await renderWithApp(<ImportCard />);
    const list = await screen.findByRole('region', { name: 'Past imports' });
    await within(list).findByText('run.fit');
    expect(list.textContent).toContain('Apple Health');
    expect(within(list).getAllByRole('button')).toHaveLength(1);

    fireEvent.click(within(list).getByRole('button', { name: 'Undo run.fit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo this import?' });
    expect(dialog.textContent).toContain('The 1 workout imported from run.fit is removed');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(within(list).getAllByText(/Undone/)).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(list).queryAllByRole('button')).toHaveLength(0);
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      `/api/data/imports/${ID}`,
    ]);
  });
});

describe('mediaTypeOf', () => {
  it('sends app exports as CSV or JSON and device files with their own type or as bytes', () => {
    expect(mediaTypeOf({ name: 'strong.csv', type: 'text/csv' })).toBe('text/csv');
    expect(mediaTypeOf({ name: 'lifeorbit.json', type: '' })).toBe('application/json');
    expect(mediaTypeOf({ name: 'run.fit', type: '' })).toBe('application/octet-stream');
    expect(mediaTypeOf({ name: 'run.gpx', type: 'application/gpx+xml' })).toBe('application/gpx+xml');
    expect(mediaTypeOf({ name: 'export.xml', type: 'text/xml' })).toBe('text/xml');
    expect(mediaTypeOf({ name: 'export.zip', type: 'application/x-zip-compressed' })).toBe(
      'application/x-zip-compressed',
    );
    expect(mediaTypeOf({ name: 'ride.tcx', type: 'application/x-unknown' })).toBe('application/octet-stream');
  });
});
