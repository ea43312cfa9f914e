import { checkMatrixSlice } from './matrix';

checkMatrixSlice(0, 4);
