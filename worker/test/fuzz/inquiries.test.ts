import { fuzzArea } from '../fuzz';
import { fuzzAreas } from './areas';

fuzzArea('inquiries', fuzzAreas.inquiries);
