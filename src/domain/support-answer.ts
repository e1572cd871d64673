// Within how many hours support answers an email. One figure for the shell (footer, home page)
// and every legal page, interpolated as {{supportHours}}, never typed into a translation
// (docs/requirements/product-decisions.md, "Refunds and liability"). Its own module, so the shell
// does not load the support form's schema to state it.
export const supportAnswerHours = 24;
