import { fuzzArea } from '../fuzz';

fuzzArea('profiles', (op) => !!op.tags?.includes('Profiles'));
