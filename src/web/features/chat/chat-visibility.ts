// The chat floats over the public pages. Task flows (the wizard, payment, documents, the
// standalone agreement) and the staff area keep the screen to themselves: their own controls
// sit at the bottom on phones, where the chat button would cover them.
const hiddenSections = ['/apply', '/payment', '/documents', '/legal-agreement', '/admin'];

export function chatShownOn(pathname: string): boolean {
  return !hiddenSections.some(
    (section) => pathname === section || pathname.startsWith(`${section}/`),
  );
}
