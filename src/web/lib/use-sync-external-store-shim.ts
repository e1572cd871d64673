/**
 * react-i18next imports `use-sync-external-store/shim`, a copy of the hook for React before 18.
 * React 19 has it built in: the browser build points that import here (vite.config.ts), so the
 * first page does not download the copy (docs/decisions/0022-first-page-javascript.md).
 */
export { useSyncExternalStore } from 'react';
