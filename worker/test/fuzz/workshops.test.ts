import { fuzzArea } from '../fuzz';

/** The workshop list, upcoming list, edit, replicate, state changes and the allocation overview. */
fuzzArea('workshops and allocations', (op) => !!op.tags?.includes('Workshops'));
