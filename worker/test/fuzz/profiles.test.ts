import { fuzzArea } from '../fuzz';
import { fuzzAreas } from './areas';

fuzzArea('profiles', fuzzAreas.profiles);
