import { fuzzArea } from '../fuzz';

/** The payout runs (issue 13): preview, confirm, run details, payment file and statements (fewer runs). */
fuzzArea('payouts', (op) => !!op.tags?.includes('Payouts'), 4);
