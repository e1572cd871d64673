export * from './catalogue';
export * from './field-message';
export * from './issues';
export * from './problem';
export * from './schema';
