import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor wait up to 15 s instead of 1 s: a wait on state ends when the state comes, and its limit only
// catches what never comes. A lazy dialog's first import can take seconds while npm test runs the browser suite beside
// this one (issue 38; the 30 s test timeout in vitest.config.ts is for the same reason).
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());
