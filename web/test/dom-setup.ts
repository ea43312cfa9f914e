import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// `findBy…` and `waitFor` give up after 1 s by default: too short beside the browser tests of npm test.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
});
