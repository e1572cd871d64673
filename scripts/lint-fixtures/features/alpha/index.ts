export { viaEntry } from './uses-entry';
export { viaInternals } from './reaches-in';
