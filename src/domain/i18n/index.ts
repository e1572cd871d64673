export * from './languages';
export * from './intl-locale';
export * from './format-date';
