import { fuzzArea } from '../fuzz';
import { fuzzAreas } from './areas';

/** The workshop list, upcoming list, edit, replicate, state changes and the allocation overview. */
fuzzArea('workshops and allocations', fuzzAreas.workshops);
