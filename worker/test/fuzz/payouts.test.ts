import { fuzzArea } from '../fuzz';
import { fuzzAreas } from './areas';

/** The payout runs (issue 13): preview, confirm, run details, payment file and statements (fewer runs). */
fuzzArea('payouts', fuzzAreas.payouts, 0.4);
