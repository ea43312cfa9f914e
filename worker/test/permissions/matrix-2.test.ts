import { checkMatrixSlice } from './matrix';

checkMatrixSlice(1, 4);
