import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach } from 'vitest';

// `findBy…` and `waitFor` give up after 1 s by default: too short beside the browser tests of npm test.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
});

// preact/hooks runs effects after the next frame, or after a 35 ms timer when no frame comes, and that timer calls
// cancelAnimationFrame. jsdom's teardown removes it: on a busy machine a timer still pending then throws. Timers fire
// in the order they fall due, so waiting longer than that here lets every pending one run first.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 100)));
