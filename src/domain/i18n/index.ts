export * from './languages';
export * from './intl-locale';
export * from './format-date';
export * from './format-period';
