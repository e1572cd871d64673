import * as ToastPrimitive from '@radix-ui/react-toast';
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/web/i18n';
import { cn } from '@/web/lib/cn';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from './icons';
import { clearPlacement, type Placement } from './toast-placement';
import { dismissToast, TOAST_DURATION_MS, useCurrentToast, type ToastVariant } from './toast-store';

const variantStyles: Record<ToastVariant, string> = {
  default: 'border-navy-200 bg-white text-navy-950',
  destructive: 'border-red-200 bg-red-50 text-red-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
};

const variantIcons: Record<ToastVariant, typeof InfoIcon> = {
  default: InfoIcon,
  destructive: AlertIcon,
  success: CheckIcon,
};

/**
 * Radix surrounds the toast list with two focus proxies (visually hidden spans, tabindex 0) that lead
 * Tab into the newest toast first. We show one toast at a time, so the page order is already
 * right, and the proxies are role-less stops in the focus order (axe focus-order-semantics):
 * they are taken out of it. F8 and the toast's own close button work as before.
 */
function useNoFocusProxies() {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const region = list.current?.parentElement;
    if (!region) return;
    const demote = () => {
      for (const proxy of region.querySelectorAll(':scope > span[tabindex="0"]'))
        proxy.setAttribute('tabindex', '-1');
    };
    demote();
    const observer = new MutationObserver(demote);
    observer.observe(region, { childList: true, attributes: true, subtree: false });
    return () => observer.disconnect();
  }, []);
  return list;
}

/** Set on the element itself, at once: a React render would leave a frame with the old place. */
function place(region: HTMLElement, placement: Placement): void {
  region.style.top = placement === 'top' ? '0px' : placement === 'bottom' ? 'auto' : '';
  region.style.bottom = placement === 'bottom' ? '0px' : placement === 'top' ? 'auto' : '';
  region.style.visibility = placement === 'hidden' ? 'hidden' : '';
  region.dataset.placement = placement;
}

/**
 * No toast covers the element that has focus (WCAG 2.4.11; docs/requirements/accessibility.md,
 * "Toasts"). Each time focus moves, the page scrolls or the window changes size, the toast region
 * is measured against the focused element: it keeps its usual edge (the top on a phone, the
 * bottom corner on a wider screen) when that is clear, moves to the other edge when that one is,
 * and hides while neither is (a tall control at 200% zoom). Focus inside the toast is left alone.
 */
function useClearOfFocus(list: RefObject<HTMLOListElement | null>, showing: number | undefined) {
  useEffect(() => {
    const region = list.current;
    if (!region) return;
    if (showing === undefined) return place(region, 'natural');
    const measure = () => {
      const focused = document.activeElement;
      if (region.contains(focused)) return;
      if (!focused || focused === document.body) return place(region, 'natural');
      const box = focused.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) return;
      const naturalIsTop = !window.matchMedia('(min-width: 640px)').matches;
      const own = region.getBoundingClientRect();
      place(region, clearPlacement(box, own, window.innerHeight, naturalIsTop));
    };
    // Measured at once: focus moves and scroll events come at most once a frame, and two
    // rectangles cost little. (A scroll that follows a focus move brings its own event.)
    measure();
    document.addEventListener('focusin', measure);
    window.addEventListener('scroll', measure, { capture: true, passive: true });
    window.addEventListener('resize', measure);
    return () => {
      document.removeEventListener('focusin', measure);
      window.removeEventListener('scroll', measure, { capture: true });
      window.removeEventListener('resize', measure);
    };
  }, [list, showing]);
}

/** The Radix toast region and the current toast. Hotkey F8 moves focus to it. */
export function ToastViewport() {
  const listRef = useNoFocusProxies();
  const { t } = useTranslation();
  const { current: language } = useLanguage();
  const item = useCurrentToast();
  const variant = item?.variant ?? 'default';
  const VariantIcon = variantIcons[variant];
  useClearOfFocus(listRef, item?.open ? item.id : undefined);
  // An error stays until dismissed (WCAG 2.2.1) unless the page shows its words too; the others
  // pause while hovered or focused (Radix) and close after TOAST_DURATION_MS.
  const stays = variant === 'destructive' && !item?.shownInPage;

  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      label={t('toast.label')}
      swipeDirection={language.dir === 'rtl' ? 'left' : 'right'}
    >
      {item && (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          duration={item.duration ?? (stays ? Infinity : undefined)}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          className={cn(
            'pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-4 shadow-lg',
            'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
            'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)',
            variantStyles[variant],
          )}
        >
          <VariantIcon className="mt-0.5" />
          <div
            className="min-w-0 flex-1"
            // Radix reads the toast out from its text; left out, the page's own live region has
            // said it already (a refused upload), and saying it twice is noise.
            {...(item.announce === false && { 'data-radix-toast-announce-exclude': '' })}
          >
            <ToastPrimitive.Title className="font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description && (
              <ToastPrimitive.Description className="mt-1 text-sm opacity-90">
                {item.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label={t('toast.close')}
            className="-me-2 -mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg opacity-80 hover:bg-black/5 hover:opacity-100"
          >
            <CloseIcon className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport
        ref={listRef}
        label={t('toast.regionLabel')}
        // Empty, it takes no room (its padding would otherwise sit over the header's controls).
        className="pointer-events-none fixed inset-x-0 top-0 z-[100] flex flex-col gap-2 p-4 outline-none empty:hidden sm:inset-x-auto sm:top-auto sm:bottom-0 sm:end-0 sm:w-full sm:max-w-sm"
      />
    </ToastPrimitive.Provider>
  );
}
