import * as Dialog from '@radix-ui/react-dialog';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { staffSessionRules } from '@/domain/staff-sessions';
import { Button } from '@/web/components/ui/button';
import { useLanguage } from '@/web/i18n';
import { useReturnFocus } from '@/web/lib/focus';
import { staffApi } from './api/staff-api';
import { staffSession } from './staff-session';

// The staff session's end, seen coming (WCAG 2.2.1; docs/requirements/accessibility.md, "Staff
// sessions"): typing and clicking keep the session alive, two minutes before an idle session
// ends a dialog offers "Stay signed in", and at the end the tab signs out as the server would,
// keeping drafts and the page for the next sign-in.

const WARN_MS = staffSessionRules.warnSeconds * 1000;
const PING_MS = staffSessionRules.activityPingSeconds * 1000;
const ACTIVITY = ['keydown', 'pointerdown', 'input'] as const;

/** "1 minute, 45 seconds" in the page's language (Intl, no translation strings to keep). */
function durationText(language: string, ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  const unit = (value: number, name: 'minute' | 'second') =>
    new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: 'long' }).format(
      value,
    );
  const parts = [
    ...(minutes > 0 ? [unit(minutes, 'minute')] : []),
    ...(seconds > 0 || minutes === 0 ? [unit(seconds, 'second')] : []),
  ];
  return new Intl.ListFormat(language, { type: 'unit', style: 'long' }).format(parts);
}

const endsAt = () => staffSession.endsAt() ?? null;

/** Mounted once in the signed-in staff shell. */
export function SessionTimeout() {
  const { t } = useTranslation('admin', { useSuspense: true });
  const { language } = useLanguage();
  const end = useSyncExternalStore(staffSession.subscribe, endsAt, endsAt);
  const [now, setNow] = useState(() => Date.now());
  const [staying, setStaying] = useState(false);
  const pinging = useRef(false);
  const remaining = end === null ? Infinity : end - now;
  const warning = remaining <= WARN_MS;

  // The clock that decides: once a second, and at once when the tab comes back into view.
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const timer = window.setInterval(tick, 1000);
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, []);

  // The end: revoked on the server too (the token opens nothing after), then the login page.
  useEffect(() => {
    if (end === null || remaining > 0) return;
    void staffApi.logout().catch(() => undefined);
    staffSession.clear({ expired: true });
  }, [end, remaining]);

  const ping = useCallback(() => {
    if (pinging.current) return Promise.resolve();
    pinging.current = true;
    return staffApi
      .me()
      .then(() => undefined)
      .catch(() => undefined) // a 401 has signed the tab out already
      .finally(() => {
        pinging.current = false;
      });
  }, []);

  // Typing or clicking is activity: the server hears of it at most once a minute. Not while the
  // warning shows: there, only "Stay signed in" (or closing the warning) says so.
  useEffect(() => {
    if (warning) return;
    const onActivity = () => {
      const touched = staffSession.touchedAt() ?? 0;
      if (Date.now() - touched >= PING_MS) void ping();
    };
    for (const type of ACTIVITY) document.addEventListener(type, onActivity, { capture: true });
    return () => {
      for (const type of ACTIVITY)
        document.removeEventListener(type, onActivity, { capture: true });
    };
  }, [warning, ping]);

  const stay = () => {
    setStaying(true);
    void ping().finally(() => {
      setStaying(false);
      setNow(Date.now());
    });
  };
  const signOut = () => {
    void staffApi.logout().catch(() => undefined);
    staffSession.clear();
  };

  const open = warning && remaining > 0;
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        // Escape or the overlay: the staff member is there; that is staying.
        if (!next) stay();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-navy-950/50" />
        <Dialog.Content
          role="alertdialog"
          {...returnFocus}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            document.getElementById('session-timeout-stay')?.focus();
          }}
          className="fixed inset-x-4 top-1/2 z-[60] mx-auto max-w-md -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-bold text-navy-950">
            {t('session.warningTitle')}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">
            {t('session.warningBody', { time: durationText(language, remaining) })}
          </Dialog.Description>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button id="session-timeout-stay" inactive={staying} onClick={stay}>
              {t('session.stay')}
            </Button>
            <Button variant="secondary" onClick={signOut}>
              {t('session.signOut')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
