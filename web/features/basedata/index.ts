export { basedataKey, getBasedata, useBasedata } from './api/get-basedata';
export { getManagerBasedata, managerBasedataKey, useManagerBasedata } from './api/get-manager-basedata';
