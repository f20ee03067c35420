import { describe, expect, it } from 'vitest';
import { adminAndMember, auditOf, json } from '../../../test/admin-support';
import { call, secondRuntime } from '../../../test/harness';

// Issue 36, item 5: the development mailbox holds every member's password reset link, so each read is audited, and a
// server that sends mails there says so when it starts.
describe('the development mailbox', () => {
  it('writes an audit entry on every read: who read it and whose mails the page showed', async () => {
    const { admin, member } = await adminAndMember();
    expect((await call('POST', '/api/auth/request-password-reset', { body: { email: member.email } })).status).toBe(
      200,
    );
    let page: { mails: { to: string; kind: string }[] } = { mails: [] };
    // Mails are sent in the background: read until the member's reset mail is there.
    for (let tries = 0; tries < 100 && !page.mails.some((m) => m.to === member.email); tries += 1) {
      page = await json(await call('GET', '/api/admin/dev-mailbox?limit=100', { cookie: admin.cookie }), 200);
    }
    const entries = await auditOf(admin.id, 'dev_mailbox_read');
    expect(entries.length).toBeGreaterThan(0);
    expect(entries[0]!.details).toMatchObject({ mails: page.mails.length, before: null });
    expect(entries[0]!.details.recipients).toContain(member.email);
    expect(entries[0]!.details.resetLinks).toBeGreaterThanOrEqual(1);

    // A member's refused read leaves no entry in anyone's name.
    expect((await call('GET', '/api/admin/dev-mailbox', { cookie: member.cookie })).status).toBe(403);
    expect(await auditOf(member.id, 'dev_mailbox_read')).toEqual([]);
  });

  it('is announced at start when neither SMTP_URL nor production is set, and only then', async () => {
    const started = async (settings: Record<string, string>) => {
      const lines: string[] = [];
      await secondRuntime(
        { LOG_LEVEL: 'info', LOG_FORMAT: 'json', ...settings },
        { logDestination: { write: (line: string) => lines.push(line) } },
      );
      return lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    };
    const warnings = (lines: { level: number; msg: string }[]) =>
      lines.filter((line) => line.level === 40 && line.msg.includes('development mailbox'));
    expect(warnings(await started({}))).toHaveLength(1);
    expect(warnings(await started({ SMTP_URL: 'smtp://127.0.0.1:2525' }))).toEqual([]);
  });
});
