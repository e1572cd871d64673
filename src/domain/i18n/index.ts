export * from './languages';
export * from './intl-locale';
