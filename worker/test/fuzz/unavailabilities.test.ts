import { fuzzArea } from '../fuzz';

fuzzArea('unavailabilities', (op) => !!op.tags?.includes('Coaches') && /\/(unavailabilities|holidays)/.test(op.path));
