import { i18n } from '@lingui/core';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// Messages keep their German source text (descriptorFields: 'message'), so tests need no compiled catalog.
i18n.loadAndActivate({ locale: 'de', messages: {} });

beforeEach(() => {
  // Node-environment tests (worker/**/*.node.test.ts) have no window.
  if (typeof window !== 'undefined') window.localStorage.clear();
});

afterEach(() => {
  cleanup();
});
