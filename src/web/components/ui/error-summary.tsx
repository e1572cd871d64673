import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/web/lib/cn';
import { countErrorSummary } from './error-title';
import { AlertIcon } from './icons';

// The error summary (GOV.UK pattern; docs/decisions/0019-error-summary.md): after a submit that
// finds problems, a box at the top of the form lists each one as a link to its field, takes
// focus, and the page title starts with 'Error: '. The list is read from the form's own field
// errors (every form shows them as `<id>-error` under the control `<id>`, see form-field.tsx),
// so a form needs no second list of its fields, and the summary always says what the page says.

export interface ErrorSummaryItem {
  /** The id of the control (or fieldset) to move to. */
  id: string;
  text: string;
}

const ERROR_SUFFIX = '-error';
const FOCUSABLE =
  'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]';

const clean = (text: string | null | undefined) =>
  (text ?? '')
    .replace(/\s*\*\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The visible name of a field: its label, its fieldset's legend, or `<id>-label`. */
function labelOf(field: HTMLElement): string {
  const legend = field instanceof HTMLFieldSetElement ? field.querySelector('legend') : null;
  if (legend) return clean(legend.textContent);
  const label =
    document.querySelector(`label[for="${CSS.escape(field.id)}"]`) ??
    document.getElementById(`${field.id}-label`);
  return clean(label?.textContent ?? field.getAttribute('aria-label'));
}

/**
 * One line per problem, in the words shown at the field (GOV.UK: the same wording in both
 * places). A message that names its field ('Enter the father's nationality') stands alone, so the
 * summary never says the field twice; one that does not ('Please select a country from the
 * list', marked by FieldError) follows the field's name. A label that is a sentence (a consent
 * box, a yes/no question) is not a name: its own message says what is missing.
 */
export function summaryText(label: string, message: string, namesField: boolean): string {
  if (namesField || !label || label.length > 60) return message;
  return `${label}: ${message}`;
}

/** The problems the form shows now, in page order. */
function collectErrors(root: ParentNode): ErrorSummaryItem[] {
  const items: ErrorSummaryItem[] = [];
  for (const error of root.querySelectorAll<HTMLElement>(`[id$="${ERROR_SUFFIX}"]`)) {
    const id = error.id.slice(0, -ERROR_SUFFIX.length);
    const field = document.getElementById(id);
    const message = clean(error.textContent);
    if (!field || !message) continue;
    const namesField = error.dataset.namesField !== 'false';
    items.push({ id, text: summaryText(labelOf(field), message, namesField) });
  }
  return items;
}

const sameItems = (a: ErrorSummaryItem[], b: ErrorSummaryItem[]) =>
  a.length === b.length && a.every((item, i) => item.id === b[i]?.id && item.text === b[i]?.text);

/**
 * The summary's state for one form: pass `setForm` as the form's ref, call `show()` when a submit
 * finds problems (after the field errors render), `hide()` when it succeeds. While shown, the
 * list follows the form: a fixed field leaves it, a new problem joins it.
 */
export function useErrorSummary() {
  // Callback refs kept in state: the effects below run when the elements appear.
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  const [summaryBox, setBox] = useState<HTMLDivElement | null>(null);
  const extraRef = useRef<() => ErrorSummaryItem[]>(() => []);
  const [attempt, setAttempt] = useState(0);
  const [items, setItems] = useState<ErrorSummaryItem[]>([]);
  const focusedFor = useRef(0);

  /** A submit found problems; `extra` lists those the page cannot show now (another tab's). */
  const show = useCallback((extra: () => ErrorSummaryItem[] = () => []) => {
    extraRef.current = extra;
    setAttempt((n) => n + 1);
  }, []);
  const hide = useCallback(() => setAttempt(0), []);

  useEffect(() => {
    if (!attempt || !form) return; // hidden: `items` is not shown
    const update = () =>
      setItems((previous) => {
        const next = [...collectErrors(form), ...extraRef.current()];
        return sameItems(previous, next) ? previous : next;
      });
    // The field errors of this submit render in the same commit or the next frame.
    const frame = requestAnimationFrame(update);
    const observer = new MutationObserver(update);
    observer.observe(form, { subtree: true, childList: true, characterData: true });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [attempt, form]);

  // Focus moves to the summary once per submit (not when the list later changes).
  useEffect(() => {
    if (!attempt || !summaryBox || focusedFor.current === attempt) return;
    focusedFor.current = attempt;
    summaryBox.focus();
  }, [attempt, summaryBox]);

  const active = attempt > 0 && items.length > 0;
  useEffect(() => {
    if (!active) return;
    countErrorSummary(1);
    return () => countErrorSummary(-1);
  }, [active]);

  return { setForm, setBox, items: active ? items : [], show, hide };
}

/** Moves to a field: focus the control itself, or the first one in its group. */
function goToField(event: MouseEvent<HTMLAnchorElement>, id: string, onSelect?: () => void) {
  event.preventDefault();
  onSelect?.();
  // A field on another tab appears once that tab has rendered: look for a few frames.
  let tries = 0;
  const attempt = () => {
    const target = document.getElementById(id);
    if (!target) {
      if (++tries < 10) requestAnimationFrame(attempt);
      return;
    }
    // A control inside the group first (a fieldset, the signature pad), else the element.
    const control =
      target.querySelector<HTMLElement>(FOCUSABLE) ?? (target.matches(FOCUSABLE) ? target : null);
    if (!control) {
      // Nothing to operate yet (the pad's buttons wait for a name): the group takes focus.
      target.tabIndex = -1;
      target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
    }
    (control ?? target).focus();
    // The field's label or legend above it stays in view (scroll padding keeps the header off).
    target.scrollIntoView({ block: 'start' });
  };
  requestAnimationFrame(attempt);
}

export interface ErrorSummaryProps {
  items: ErrorSummaryItem[];
  /** Receives the summary's element (it takes focus after a submit). */
  setBox: (element: HTMLDivElement | null) => void;
  /** Called before moving to a field that another tab holds. */
  onSelect?: (id: string) => void;
  className?: string;
}

/** 'There is a problem', with a link to each field to fix. Renders nothing without items. */
export function ErrorSummary({ items, setBox, onSelect, className }: ErrorSummaryProps) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <div
      ref={setBox}
      tabIndex={-1}
      aria-labelledby="error-summary-title"
      className={cn(
        'rounded-xl border-2 border-red-700 bg-white p-4 outline-none focus:ring-4 focus:ring-red-700/30',
        className,
      )}
    >
      <h2
        id="error-summary-title"
        className="flex items-center gap-2 text-lg font-bold text-navy-950"
      >
        <AlertIcon className="shrink-0 text-red-700" />
        {t('errorSummary.title')}
      </h2>
      <ul className="mt-2 grid gap-1.5 ps-8">
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              onClick={(event) => goToField(event, item.id, onSelect && (() => onSelect(item.id)))}
              className="font-semibold text-red-800 underline underline-offset-4 hover:text-red-900"
            >
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
