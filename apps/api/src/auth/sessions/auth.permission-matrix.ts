import { fakeAuthenticationResponse, fakeRegistrationResponse } from '../../../test/passkey-fixtures';
import { everyone, signedIn, type AreaMatrix } from '../../../test/permission-matrix-kit';

export const permissionMatrix: AreaMatrix = {
  rows: [
    { method: 'GET', route: '/api/me', expect: signedIn(200) },
    { method: 'GET', route: '/api/session', expect: everyone(200) },
    {
      method: 'GET',
      route: '/api/auth/*',
      note: "better-auth's own routes (sign-up, sign-in, sign-out, session); see auth.routes.test.ts",
      path: () => '/api/auth/get-session',
      expect: everyone(200),
    },
    {
      method: 'POST',
      route: '/api/auth/*',
      note: "better-auth's own routes; an empty sign-in body is refused for everyone",
      path: () => '/api/auth/sign-in/email',
      body: () => ({}),
      expect: everyone(400),
    },
    {
      method: 'POST',
      route: '/api/auth/callback/apple',
      note: "Sign in with Apple's form_post answer (issue 29), passed on to better-auth's callback; without the form it is a 415 for everyone (the form itself: sign-in.routes.test.ts)",
      expect: everyone(415),
    },
    // Two-factor sign-in (issue 29): a signed-in member's set-up, and the second step of a sign-in (two-factor.test.ts).
    {
      method: 'POST',
      route: '/api/auth/*',
      note: 'Turning two-factor on asks the password: a wrong one is a 400 naming it; signed out, a 401',
      path: () => '/api/auth/two-factor/enable',
      body: () => ({ password: 'not-the-password' }),
      expect: signedIn(400),
    },
    {
      method: 'POST',
      route: '/api/auth/*',
      note: 'Turning two-factor off asks the password too',
      path: () => '/api/auth/two-factor/disable',
      body: () => ({ password: 'not-the-password' }),
      expect: signedIn(400),
    },
    {
      method: 'POST',
      route: '/api/auth/*',
      note: 'A code for a member without two-factor is a 409; without a session or a sign-in in progress, a 401',
      path: () => '/api/auth/two-factor/verify-totp',
      body: () => ({ code: '000000' }),
      expect: signedIn(409),
    },
    {
      method: 'POST',
      route: '/api/auth/*',
      note: 'A backup code, the same way',
      path: () => '/api/auth/two-factor/verify-backup-code',
      body: () => ({ code: 'abcde-fghij' }),
      expect: signedIn(409),
    },
    // Passkeys (issue 29, item 4): a signed-in member's set-up, and a sign-in without a password (passkeys.test.ts).
    {
      method: 'GET',
      route: '/api/auth/*',
      note: 'The options (a challenge) for adding a passkey: a signed-in member only',
      path: () => '/api/auth/passkey/generate-register-options',
      expect: signedIn(200),
    },
    {
      method: 'POST',
      route: '/api/auth/*',
      note: 'A new passkey whose challenge this browser was never given is a 400 naming `response`',
      path: () => '/api/auth/passkey/verify-registration',
      body: () => ({ response: fakeRegistrationResponse(), name: 'Phone' }),
      expect: signedIn(400),
    },
    {
      method: 'GET',
      route: '/api/auth/*',
      note: 'The options (a challenge) for a passkey sign-in: anyone',
      path: () => '/api/auth/passkey/generate-authenticate-options',
      expect: everyone(200),
    },
    {
      method: 'POST',
      route: '/api/auth/*',
      note: 'A passkey sign-in without a challenge given out is a 400 naming `response`',
      path: () => '/api/auth/passkey/verify-authentication',
      body: () => ({ response: fakeAuthenticationResponse() }),
      expect: everyone(400),
    },
  ],
};
