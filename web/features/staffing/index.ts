/** Public surface of the staffing feature: the "Besetzung" section of the workshop detail (admin, associate). */
export { StaffingSection } from './components/staffing-section';
