import { fuzzArea } from '../fuzz';

/** The workshop catalogue in master data (list, create, edit, delete, attachments). */
fuzzArea('offered workshops', (op) => op.path.startsWith('/api/master-data/workshops'));
