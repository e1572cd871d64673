import { useLocation } from 'react-router';
import { OptionalPart } from '@/web/components/error-boundary';
import { lazyWithNamespace } from '@/web/lib/lazy-with-namespace';
import { useHydrated } from '@/web/lib/use-hydrated';
import { chatShownOn } from './chat-visibility';

// The button and the chat's store are not in the entry bundle: they download with the 'pages'
// namespace that holds the button's words, side by side, as the button always waited for them.
const ChatWidget = lazyWithNamespace(() => import('./chat-widget'), 'ChatWidget', 'pages');

/** The floating support chat on the pages that show it (chat-visibility.ts). */
export function ChatLauncher() {
  const { pathname } = useLocation();
  // Not in the prerendered HTML, nor while React adopts it: the button joins the page once it
  // can work, so hydration never waits for its code (and at once when the page renders afresh).
  const interactive = useHydrated();
  if (!chatShownOn(pathname)) return null;
  return (
    <>
      {/* Room below the footer, so the button never covers the last links of a page. */}
      <div aria-hidden="true" className="h-20 bg-navy-950" />
      {/* Always on the page, so what is done to it holds for the button that arrives later:
          the open mobile menu makes the header's siblings inert (site-header.tsx). */}
      <div>
        {interactive && (
          <OptionalPart name="chat" resetKey={pathname}>
            <ChatWidget />
          </OptionalPart>
        )}
      </div>
    </>
  );
}
