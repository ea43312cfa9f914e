import { fuzzArea } from '../fuzz';
import { fuzzAreas } from './areas';

fuzzArea('staffing', fuzzAreas.staffing);
