import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor wait up to 5 s instead of 1 s: a lazy dialog's first import can take a few seconds on a machine
// shared by several test runs (the 15 s test timeout in vitest.config.ts is for the same reason).
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
