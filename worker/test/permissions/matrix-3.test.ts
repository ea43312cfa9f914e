import { checkMatrixSlice } from './matrix';

checkMatrixSlice(2, 4);
