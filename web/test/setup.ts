import { i18n } from '@lingui/core';
import { afterEach } from 'vitest';
import { clearPublicData } from '@/lib/public-data';
import { twMerge } from 'tailwind-merge';
import { setClassMerger } from '@/lib/utils';

// Messages keep their German source text (descriptorFields: 'message'), so tests need no compiled catalog.
i18n.loadAndActivate({ locale: 'de', messages: {} });

// As behind the sign-in (web/app/manager/class-merge.ts); web/app/public-class-conflicts.test.tsx tests without.
setClassMerger(twMerge);

// The public pages' answers are cached per page life (web/lib/public-data.ts): each test starts without them.
afterEach(clearPublicData);
