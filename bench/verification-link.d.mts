// Types of verification-link.mjs for the API's TypeScript tests, which share its mail catcher.

/** A mail the catcher received: its recipients and its text, quoted-printable decoded. */
export interface CaughtMail {
  to: string[];
  text: string;
}

export interface MailCatcher {
  /** The SMTP_URL to give a server. */
  url: string;
  /** Every mail received so far, oldest first. */
  mails: CaughtMail[];
  /** The token of the newest e-mail check mailed to `email`, waiting for it. */
  verificationToken(email: string): Promise<string>;
  close(): Promise<void>;
}

export function startMailCatcher(): Promise<MailCatcher>;
export function verificationToken(databaseUrl: string, email: string): Promise<string>;
export function signUpVerified(
  base: string,
  email: string,
  password: string,
  tokenOf: (email: string) => Promise<string>,
): Promise<string>;
