import { fuzzArea } from '../fuzz';

/** The evaluation questionnaires in master data (versions of a kind, saving a new version). */
fuzzArea('questionnaires', (op) => op.path.startsWith('/api/evaluations/questionnaires'));
