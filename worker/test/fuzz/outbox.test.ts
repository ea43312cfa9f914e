import { fuzzArea } from '../fuzz';

/** The outbox viewer and the job runs (issue 16): list filters, preview and resend never answer 5xx. */
fuzzArea('outbox and job runs', (op) => op.tags?.some((tag) => ['Outbox', 'Scheduled jobs'].includes(tag)) ?? false, 6);
