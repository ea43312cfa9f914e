import { fuzzArea } from '../fuzz';
import { fuzzAreas } from './areas';

fuzzArea('expenses', fuzzAreas.expenses);
