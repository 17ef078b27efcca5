export { chargeHold } from './chargeHold';
export { placeHold } from './placeHold';
export { releaseHold } from './releaseHold';
