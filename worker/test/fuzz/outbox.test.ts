import { fuzzArea } from '../fuzz';
import { fuzzAreas } from './areas';

/** The outbox viewer and the job runs (issue 16): list filters, preview and resend never answer 5xx. */
fuzzArea('outbox and job runs', fuzzAreas.outbox, 0.6);
