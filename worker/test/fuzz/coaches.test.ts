import { fuzzArea } from '../fuzz';

/** The coach list and accounts; unavailabilities have their own file, the calendar feed is not part of these areas. */
fuzzArea('coaches', (op) => !!op.tags?.includes('Coaches') && !/\/(unavailabilities|holidays)|calendar/.test(op.path));
