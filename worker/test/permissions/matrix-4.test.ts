import { checkMatrixSlice } from './matrix';

checkMatrixSlice(3, 4);
