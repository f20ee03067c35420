import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { imageUploadProblem, withinLimit } from './image-upload';

describe('imageUploadProblem', () => {
  it('tells an unreadable picture, a file over the limit and any other failure apart', () => {
    expect(imageUploadProblem(new ApiError(400, 'VALIDATION', 'bad'))).toBe('notAPicture');
    expect(imageUploadProblem(new ApiError(413, 'TOO_LARGE', 'big'))).toBe('tooBig');
    expect(imageUploadProblem(new ApiError(500, 'INTERNAL', 'boom'))).toBe('failed');
    expect(imageUploadProblem(new Error('offline'))).toBe('failed');
  });
});

describe('withinLimit', () => {
  it('passes a file within the limit, and refuses a larger one without sending it', () => {
    const tooBig = vi.fn();
    const small = new File(['12345'], 'a.png');
    expect(withinLimit(small, 5, tooBig)).toBe(small);
    expect(withinLimit(new File(['123456'], 'b.png'), 5, tooBig)).toBeNull();
    expect(tooBig).toHaveBeenCalledTimes(1);
    expect(withinLimit(undefined, 5, tooBig)).toBeNull();
    expect(tooBig).toHaveBeenCalledTimes(1);
  });
});
