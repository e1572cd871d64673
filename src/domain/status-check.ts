// The applicant's status check and tracking (docs/requirements/status-check.md).

/** Where a signed e-visa link points; the token follows. */
export const EVISA_DOWNLOAD_PATH = '/api/applications/evisa/';

/** Where a signed link to one traveller's own e-visa points; the token follows. */
export const TRAVELLER_EVISA_DOWNLOAD_PATH = '/api/applications/evisa/traveller/';

/** Where a signed link to a receipt, invoice or credit note points; the token follows. */
export const ACCOUNTING_DOWNLOAD_PATH = '/api/applications/accounting/';

/** Where a signed link to a delivered extra (add-ons.md) points; the token follows. */
export const ADD_ON_DOWNLOAD_PATH = '/api/applications/add-ons/';

/** How long a link from the status check downloads the e-visa (and a receipt). */
export const EVISA_LINK_TTL_MINUTES = 30;
