export const betaName = 'beta';
