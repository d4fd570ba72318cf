import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
// toBeVisible, toHaveTextContent, toHaveAttribute…: assertions on what a user sees, which can fail.
import '@testing-library/jest-dom/vitest';

// waitFor / findBy wait up to 5 s, not 1 s: `npm test` runs the unit tests beside the Chromium journeys
// (tests/run-tests.ts) on 2 cores, where a panel's first frame can take over a second (it failed once).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
