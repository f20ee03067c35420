import { hashPassword as betterAuthHash, verifyPassword as betterAuthVerify } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash';

// ADR 044: Node's scrypt with better-auth's parameters, so hashes stored before and after the change verify either way.
describe('password hashes', () => {
  it('verifies a hash better-auth made, and better-auth verifies ours', async () => {
    const theirs = await betterAuthHash('correct-horse-1');
    expect(await verifyPassword({ hash: theirs, password: 'correct-horse-1' })).toBe(true);
    expect(await verifyPassword({ hash: theirs, password: 'correct-horse-2' })).toBe(false);

    const ours = await hashPassword('çorrect-hörse-1');
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await betterAuthVerify({ hash: ours, password: 'çorrect-hörse-1' })).toBe(true);
    expect(await betterAuthVerify({ hash: ours, password: 'correct-horse-1' })).toBe(false);
  });

  it('salts each hash, reads the password in NFKC and refuses a hash of another form', async () => {
    const [a, b] = await Promise.all([hashPassword('same-password'), hashPassword('same-password')]);
    expect(a).not.toBe(b);
    // "ﬁ" (one ligature character) is "fi" in NFKC, as better-auth reads it.
    expect(await verifyPassword({ hash: await hashPassword('ﬁre-horse-1'), password: 'fire-horse-1' })).toBe(true);
    expect(await verifyPassword({ hash: `${a.split(':')[0]}:00`, password: 'same-password' })).toBe(false);
    await expect(verifyPassword({ hash: 'no-colon', password: 'same-password' })).rejects.toThrow(
      'Invalid password hash',
    );
  });
});
