export { absoluteUrl } from './pathOwners';
