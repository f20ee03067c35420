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
  ],
};
