/** Public surface of the statistics feature for other features. */
export { cantonName, cantonsByName } from './cantons';
