import { fuzzArea } from '../fuzz';

fuzzArea('expenses', (op) => !!op.tags?.includes('Expenses'));
