import { fuzzArea } from '../fuzz';
import { fuzzAreas } from './areas';

/** The evaluation questionnaires in master data (versions of a kind, saving a new version). */
fuzzArea('questionnaires', fuzzAreas.questionnaires);
