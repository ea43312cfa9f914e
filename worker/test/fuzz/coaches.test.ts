import { fuzzArea } from '../fuzz';
import { fuzzAreas } from './areas';

/** The coach list and accounts; unavailabilities have their own file, the calendar feed is not part of these areas. */
fuzzArea('coaches', fuzzAreas.coaches);
