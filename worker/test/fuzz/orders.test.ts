import { fuzzArea } from '../fuzz';
import { fuzzAreas } from './areas';

fuzzArea('material orders', fuzzAreas.orders);
