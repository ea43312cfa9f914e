/** Public surface of the coach offers feature: accepting or declining an offer in the staffing ranking (staff). */
export { OfferDecision } from './components/offer-decision';
