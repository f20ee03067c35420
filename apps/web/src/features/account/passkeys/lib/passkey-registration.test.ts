import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { failureOf, PasskeyError } from './passkey-errors';
import { deviceOf } from './passkey-registration';

describe('deviceOf', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      { browser: 'Chrome', system: 'Android' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      { browser: 'Safari', system: 'iPhone' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0',
      { browser: 'Edge', system: 'Windows' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.6; rv:133.0) Gecko/20100101 Firefox/133.0',
      { browser: 'Firefox', system: 'Mac' },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      { browser: 'Chrome', system: 'Linux' },
    ],
    ['curl/8.0', { browser: null, system: null }],
  ])('reads %s', (userAgent, device) => {
    expect(deviceOf(userAgent)).toEqual(device);
  });
});

describe('failureOf', () => {
  const domError = (name: string) => Object.assign(new Error(name), { name });

  it('tells a cancelled request from one the page stopped', () => {
    expect(failureOf(domError('NotAllowedError'))).toBe('cancelled');
    expect(
      failureOf(
        Object.assign(new Error('x'), {
          code: 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY',
          cause: domError('NotAllowedError'),
        }),
      ),
    ).toBe('cancelled');
    expect(failureOf(Object.assign(new Error('x'), { code: 'ERROR_CEREMONY_ABORTED' }))).toBe('aborted');
    expect(failureOf(domError('AbortError'))).toBe('aborted');
    expect(failureOf(domError('InvalidStateError'))).toBe('alreadyAdded');
  });

  it('reads the API’s refusals', () => {
    expect(failureOf(new ApiError(403, 'forbidden', 'old session'))).toBe('signInAgain');
    expect(failureOf(new ApiError(409, 'conflict', 'too many'))).toBe('limit');
    expect(failureOf(new ApiError(401, 'invalid_credentials', 'unknown'))).toBe('unknownPasskey');
    expect(
      failureOf(
        new ApiError(401, 'invalid_credentials', 'no PIN', [
          { field: 'response', code: 'not_allowed', message: 'no PIN' },
        ]),
      ),
    ).toBe('needsVerification');
    expect(
      failureOf(
        new ApiError(400, 'validation_failed', 'expired', [{ field: 'response', code: 'invalid_value', message: '' }]),
      ),
    ).toBe('expired');
    expect(failureOf(new ApiError(500, 'internal', 'boom'))).toBe('failed');
    expect(failureOf(new PasskeyError('unsupported'))).toBe('unsupported');
  });
});
