import { fuzzArea } from '../fuzz';
import { fuzzAreas } from './areas';

/** Beyond the areas, the same property for sign-in, user settings, files and the calendar feed (fewer runs). */
fuzzArea('auth, users, files and calendar', fuzzAreas.others, 0.4);
