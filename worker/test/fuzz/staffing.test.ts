import { fuzzArea } from '../fuzz';

fuzzArea('staffing', (op) => !!op.tags?.includes('Staffing'));
