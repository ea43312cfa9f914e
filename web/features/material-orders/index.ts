/** Public surface of the material orders feature: the section of the workshop detail (admin, associate). */
export { WorkshopOrdersSection } from './components/workshop-orders-section';
