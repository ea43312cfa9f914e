import { fuzzArea } from '../fuzz';
import { fuzzAreas } from './areas';

fuzzArea('unavailabilities', fuzzAreas.unavailabilities);
