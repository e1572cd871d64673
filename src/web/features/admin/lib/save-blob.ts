// Files fetched with the staff token arrive as blobs (a link cannot carry the token), so they
// are saved or shown through short-lived object URLs.

const REVOKE_AFTER_MS = 60_000;

/** Saves a blob under a file name, as a download link would. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/**
 * Opens a tab at once (while the click still counts as the user's, so no pop-up blocker
 * stops it) and returns a function that shows the blob there once it has arrived. Without a
 * tab (blocked anyway) the blob is saved instead.
 */
export function openBlobTab(fallbackName: string): {
  show: (blob: Blob) => void;
  close: () => void;
} {
  const tab = window.open('', '_blank');
  return {
    show(blob) {
      if (!tab || tab.closed) return saveBlob(blob, fallbackName);
      const url = URL.createObjectURL(blob);
      tab.opener = null;
      tab.location.href = url;
      setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
    },
    close: () => tab?.close(),
  };
}
