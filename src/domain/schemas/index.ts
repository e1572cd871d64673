export * from './create-application';
export * from './applicant-details';
export * from './applicant-drafts';
export * from './application-view';
export * from './sign-agreement';
export * from './send-confirmation';
export * from './admin';
export * from './resume-session';
