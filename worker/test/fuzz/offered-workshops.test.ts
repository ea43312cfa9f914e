import { fuzzArea } from '../fuzz';
import { fuzzAreas } from './areas';

/** The workshop catalogue in master data (list, create, edit, delete, attachments). */
fuzzArea('offered workshops', fuzzAreas.offeredWorkshops);
