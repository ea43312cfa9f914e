/** Public surface of the inquiries feature for other features (pages are loaded lazily by the routers). */
export { getManagerFormdata, managerFormdataKey, useManagerFormdata } from './api/get-manager-formdata';
export { inquiryStateLabels } from './labels';
