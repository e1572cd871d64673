import { betaName } from '../beta';

export const viaEntry = `alpha uses ${betaName}`;
