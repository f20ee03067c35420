import { everyone, type AreaMatrix } from '../../../test/permission-matrix-kit';

/** Security events (issue 8): anyone may report what the client monitor found (rate limited per member or address). */
export const permissionMatrix: AreaMatrix = {
  rows: [
    {
      method: 'POST',
      route: '/api/security/events',
      body: () => ({
        type: 'inline_script_detected',
        content: 'alert(1)',
        timestamp: new Date().toISOString(),
        url: 'http://localhost:3000/',
      }),
      expect: everyone(204),
    },
  ],
};
