import { fuzzArea } from '../fuzz';

fuzzArea('material orders', (op) => !!op.tags?.includes('Material orders'));
