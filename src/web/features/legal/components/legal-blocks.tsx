import { InfoIcon } from '@/web/components/ui/icons';
import { ContactText } from './contact-text';

/** A definition item: a term and what it means (used for retention periods and the like). */
export interface TermCopy {
  term: string;
  text: string;
}

/**
 * A section's body as the translation holds it, in reading order. The key's prefix says what
 * each block is: `p` paragraph, `note` highlighted notice, `list` bullets, `steps` numbered
 * steps, `terms` a list of terms with their explanation.
 */
export type BlocksCopy = Record<string, string | Record<string, string | TermCopy>>;

export function LegalBlocks({ blocks }: { blocks: BlocksCopy }) {
  return (
    <div className="mt-4 grid gap-4 text-base leading-relaxed text-slate-800">
      {Object.entries(blocks).map(([key, block]) => {
        if (typeof block === 'string') {
          return key.startsWith('note') ? (
            <p
              key={key}
              className="flex gap-3 rounded-xl border border-saffron-200 bg-saffron-50 p-4 text-navy-950"
            >
              <InfoIcon className="mt-0.5 text-saffron-800" />
              <span>
                <ContactText text={block} />
              </span>
            </p>
          ) : (
            <p key={key}>
              <ContactText text={block} />
            </p>
          );
        }
        const items = Object.entries(block);
        if (key.startsWith('terms')) {
          return (
            <dl key={key} className="grid gap-3">
              {items.map(([itemKey, item]) =>
                typeof item === 'string' ? null : (
                  <div key={itemKey} className="rounded-xl border border-slate-200 p-4">
                    <dt className="font-semibold text-navy-950">{item.term}</dt>
                    <dd className="mt-1 text-slate-700">{item.text}</dd>
                  </div>
                ),
              )}
            </dl>
          );
        }
        const List = key.startsWith('steps') ? 'ol' : 'ul';
        return (
          <List
            key={key}
            className={
              List === 'ol'
                ? 'grid list-decimal gap-2 ps-6 marker:font-semibold marker:text-navy-700'
                : 'grid list-disc gap-2 ps-6 marker:text-saffron-600'
            }
          >
            {items.map(([itemKey, item]) => (
              <li key={itemKey} className="ps-1">
                <ContactText
                  text={typeof item === 'string' ? item : `${item.term}: ${item.text}`}
                />
              </li>
            ))}
          </List>
        );
      })}
    </div>
  );
}
