import { fuzzArea } from '../fuzz';

/** Beyond the areas, the same property for sign-in, user settings, files and the calendar feed (fewer runs). */
fuzzArea(
  'auth, users, files and calendar',
  (op) => op.tags?.some((tag) => ['Authentication', 'Users', 'Files'].includes(tag)) || op.path.includes('calendar'),
  4,
);
