// One process at a time on the embedded database (issue 12).
export const LOCK_FILE = 'data-dir.lock';
