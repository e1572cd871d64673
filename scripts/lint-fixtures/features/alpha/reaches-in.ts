import { betaName } from '../beta/beta-internal';

export const viaInternals = `alpha reaches into ${betaName}`;
