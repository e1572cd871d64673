export { betaName } from './beta-internal';
