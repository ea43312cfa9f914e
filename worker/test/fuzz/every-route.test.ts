import { fuzzArea } from '../fuzz';
import { inNoArea } from './areas';

/**
 * Every writeable operation (POST, PUT, PATCH, DELETE) that no area file covers: master data, news, newsletters,
 * invoices, coach fees, evaluations, the public links and the Postmark webhook (as Postmark). A new route lands here
 * until an area takes it, so no writeable route goes unfuzzed.
 */
fuzzArea('every other writeable route', inNoArea, 0.6);
