import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadRoutePreloads, matchScore, preloadsFor, withPreloads } from './route-preloads';
import { createSpaHandler } from './spa';

const ROUTES = [
  { path: '/app/workouts/:workoutId', files: ['assets/app-shell-a.js', 'assets/workout-page-b.js'] },
  { path: '/app/workouts/new', files: ['assets/app-shell-a.js', 'assets/new-workout-c.js'] },
  { path: '/admin/translations/*', files: ['assets/admin-shell-d.js'] },
  { path: '/', files: ['assets/landing-e.js'] },
];

describe('route preloads', () => {
  it('match addresses as React Router ranks routes: static before parameter before splat, whole paths only', () => {
    expect(preloadsFor(ROUTES, '/app/workouts/3f2c')).toEqual(['assets/app-shell-a.js', 'assets/workout-page-b.js']);
    expect(preloadsFor(ROUTES, '/app/workouts/new')).toEqual(['assets/app-shell-a.js', 'assets/new-workout-c.js']);
    expect(preloadsFor(ROUTES, '/App/Workouts/New/')).toEqual(['assets/app-shell-a.js', 'assets/new-workout-c.js']);
    expect(preloadsFor(ROUTES, '/admin/translations/workouts/en')).toEqual(['assets/admin-shell-d.js']);
    expect(preloadsFor(ROUTES, '/')).toEqual(['assets/landing-e.js']);
    expect(preloadsFor(ROUTES, '/app/workouts')).toEqual([]);
    expect(preloadsFor(ROUTES, '/app/workouts/3f2c/extra')).toEqual([]);
    expect(matchScore('/app/:id', '/other/1')).toBeNull();
  });

  it('are written into the head, and only names that are the build’s own chunks', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    const out = withPreloads(html, ['assets/a-1.js', 'assets/"><script>.js', '../secret.js', 'assets/b.css']);
    expect(out).toBe(
      '<html><head><title>x</title><link rel="modulepreload" crossorigin href="/assets/a-1.js"></head><body></body></html>',
    );
    expect(withPreloads(html, [])).toBe(html);
  });

  it('are served with the page of each address, and a build without a list serves the page as it is', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lifeorbit-preloads-'));
    try {
      fs.writeFileSync(
        path.join(dist, 'index.html'),
        '<html><head><title>LifeOrbit</title></head><body></body></html>',
      );
      const app = new Hono().get('*', createSpaHandler(dist));
      expect(await (await app.request('/app/workouts/1')).text()).not.toContain('modulepreload');
      expect(loadRoutePreloads(dist)).toEqual([]);

      fs.writeFileSync(path.join(dist, 'route-preloads.json'), JSON.stringify({ routes: ROUTES }));
      const fresh = new Hono().get('*', createSpaHandler(dist));
      const page = await (await fresh.request('/app/workouts/1')).text();
      expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/workout-page-b.js">');
      expect(page).not.toContain('new-workout-c');
      expect(await (await fresh.request('/no/such/page')).text()).not.toContain('modulepreload');

      fs.writeFileSync(path.join(dist, 'route-preloads.json'), '{"routes": [{"path": 3}]}');
      expect(loadRoutePreloads(dist)).toEqual([]);
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
