import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AdminUserDetail, AuditEntry } from '@lifeorbit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAndMember, json } from '../../test/admin-support';
import { call, getRuntime, signUp, uniqueEmail } from '../../test/harness';
import type { Runtime } from '../bootstrap';
import { runCommandOnServer } from '../ops/command-channel';
import { openControlSocket, type ControlSocket } from '../ops/control-socket';
import { commandRunner } from './commands';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lifeorbit-commands-'));
let runtime: Runtime;
let control: ControlSocket;

beforeAll(async () => {
  runtime = await getRuntime();
  const config = { ...runtime.config, DATA_DIR: dataDir };
  control = await openControlSocket(config, {
    database: Promise.resolve(runtime.database),
    runCommand: commandRunner(runtime),
    onError: (err) => {
      throw err;
    },
  });
});
afterAll(async () => {
  await control.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Runs a command as `npm run <name>` does while a server runs: through DATA_DIR's control socket. */
async function runCommand(name: string, args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCommandOnServer(dataDir, name, args, {
    print: (line) => out.push(line),
    printError: (line) => err.push(line),
  });
  return { code, out, err };
}

describe('CLI commands through the running server', () => {
  it('admin:grant makes an account a superadmin with the audit entry the admin area writes', async () => {
    const member = await signUp();
    const { admin } = await adminAndMember();
    const ran = await runCommand('admin:grant', [member.email.toUpperCase()]);
    expect(ran).toEqual({ code: 0, out: [`${member.email.toUpperCase()} is now a superadmin.`], err: [] });

    const user = await json<AdminUserDetail>(await call('GET', `/api/admin/users/${member.id}`, admin), 200);
    expect(user.roles).toContain('superadmin');
    const audit = await json<{ entries: AuditEntry[] }>(
      await call('GET', `/api/admin/audit?targetUserId=${member.id}&actionType=role_granted`, admin),
      200,
    );
    expect(audit.entries).toEqual([
      expect.objectContaining({
        actorUserId: null,
        actorEmail: null,
        targetUserId: member.id,
        details: { role: 'superadmin', via: 'command line' },
      }),
    ]);

    const again = await runCommand('admin:grant', [member.email]);
    expect(again.out).toEqual([`${member.email} is already a superadmin.`]);
    const after = await json<{ entries: AuditEntry[] }>(
      await call('GET', `/api/admin/audit?targetUserId=${member.id}&actionType=role_granted`, admin),
      200,
    );
    expect(after.entries).toHaveLength(1);
  });

  it('answers what the person can fix with its exit code: an unknown e-mail, wrong arguments, no such command', async () => {
    const nobody = uniqueEmail('nobody');
    expect(await runCommand('admin:grant', [nobody])).toEqual({
      code: 1,
      out: [],
      err: [`No account with the e-mail ${nobody}. Sign up first, then run this again.`],
    });
    expect(await runCommand('admin:grant', [])).toEqual({
      code: 2,
      out: [],
      err: ['Usage: npm run admin:grant -- <email>'],
    });
    const unknown = await runCommand('seed:everything', []);
    expect(unknown.code).toBe(2);
    expect(unknown.err[0]).toMatch(/^No command seed:everything\. The commands: admin:grant, seed:demo/);
  });

  it('answers null when no server listens on the folder, so the command line runs the command itself', async () => {
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'lifeorbit-no-server-'));
    try {
      expect(
        await runCommandOnServer(elsewhere, 'admin:grant', ['x@example.com'], {
          print: () => undefined,
          printError: () => undefined,
        }),
      ).toBeNull();
    } finally {
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});
