export * from './countries';
export * from './ports';
export * from './eligible-countries';
