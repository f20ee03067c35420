import pg from 'pg';
import { SMTPServer } from 'smtp-server';

// Sign-up starts no session (issue 36, item 6): the link of the mailed e-mail check does. The benches read that link
// where the server mails it: the development mailbox of its database, or an SMTP server of their own.

const LINK = /\/auth\/verify\?token=(\S+)/;

/** Asks `read()` (a mail's text, or nothing yet) until it holds the check's link, for 30 s; answers its token. */
async function tokenOfLink(read, email) {
  for (let tries = 0; tries < 300; tries++) {
    const found = LINK.exec((await read()) ?? '');
    if (found) return decodeURIComponent(found[1]);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail check was mailed to ${email}`);
}

/**
 * The token of the newest e-mail check mailed to `email`, read from the development mailbox of the server's database,
 * waiting for it (sent in the background).
 */
export async function verificationToken(databaseUrl, email) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  pool.on('error', () => undefined);
  try {
    return await tokenOfLink(async () => {
      const { rows } = await pool.query(
        `SELECT body FROM dev_mailbox WHERE to_address = $1 AND body LIKE '%/auth/verify?token=%'
         ORDER BY created_at DESC LIMIT 1`,
        [email.toLowerCase()],
      );
      return rows[0]?.body;
    }, email);
  } finally {
    await pool.end();
  }
}

/**
 * A mail's text as sent, quoted-printable undone when the mail says it is so (nodemailer folds a long link's line so).
 * A 7bit mail is left as it is: "=" there is only "=", and a token after "?token=" may begin with two hex digits.
 */
const decoded = (raw) =>
  /^Content-Transfer-Encoding:\s*quoted-printable/im.test(raw)
    ? raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)))
    : raw;

/**
 * An SMTP server on a free loopback port keeping what it receives, for an API process started with SMTP_URL: its
 * url; whose database the bench cannot read (PGlite, inside that process) or that mails for real (NODE_ENV=production,
 * where no development mailbox exists). verificationToken(email) waits for the newest check mailed to `email`.
 */
export async function startMailCatcher() {
  const mails = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        mails.push({ to, text: decoded(Buffer.concat(chunks).toString('utf8')) });
        done();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const newestTo = (email) =>
    mails.findLast((mail) => mail.to.includes(email.toLowerCase()) && LINK.test(mail.text))?.text;
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    mails,
    verificationToken: (email) => tokenOfLink(() => newestTo(email), email),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Signs up at `base` (an API's or a proxy's origin) and opens the link mailed, as the web's /auth/verify does; answers
 * the session cookie ('name=value; ...') the link started. `tokenOf(email)` reads the link's token (above).
 */
export async function signUpVerified(base, email, password, tokenOf) {
  const post = (url, body) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify(body),
    });
  const signUp = await post('/api/auth/sign-up/email', { email, password });
  if (signUp.status !== 200) throw new Error(`sign-up of ${email}: ${signUp.status} ${await signUp.text()}`);
  const verified = await post('/api/data/verify-email', { token: await tokenOf(email) });
  const answer = await verified.json().catch(() => null);
  if (verified.status !== 200 || answer?.signedIn !== true) {
    throw new Error(`the link mailed to ${email}: ${verified.status} ${JSON.stringify(answer)}`);
  }
  return verified.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
