import { fuzzArea } from '../fuzz';

fuzzArea('inquiries', (op) => !!op.tags?.includes('Inquiries'));
