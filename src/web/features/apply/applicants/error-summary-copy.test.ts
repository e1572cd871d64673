import { describe, expect, it } from 'vitest';
import { namesItsField, parseFieldMessage } from '@/domain/errors/field-message';
import { languageCodes } from '@/domain/i18n';
import { makeApplicantDetailsSchema } from '@/domain/schemas/applicant-details';
import { summaryText } from '@/web/components/ui/error-summary';
import { ownWordsKey } from '../hooks/use-validation-text';
import { fieldOrder } from './applicant-sections';

// Step 2's error summary on an empty submit, in every language, as the page builds it: each
// field's message (its own words when the wizard has them, else the code's translation), then
// the summary's entry from the field's label and whether the message names the field
// (docs/decisions/0019-error-summary.md). An entry must say the field once: the message alone.

type Tree = { [key: string]: string | Tree };
const locales = import.meta.glob<Tree>(
  ['../../../locales/apply/*.json', '../../../locales/errors/*.json'],
  {
    eager: true,
    import: 'default',
  },
);
const localeOf = (namespace: string, language: string): Tree => {
  const tree = locales[`../../../locales/${namespace}/${language}.json`];
  if (!tree) throw new Error(`no ${namespace}/${language}.json`);
  return tree;
};
const lookup = (tree: Tree, key: string): string | undefined => {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
};

/** What an empty step 2 reports, field by field, as field messages (codes). */
function emptyAnswers(): [string, string][] {
  const result = makeApplicantDetailsSchema({ today: '2026-01-15' }).safeParse({});
  const byField = new Map<string, string>();
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]);
    if (!byField.has(field)) byField.set(field, issue.message);
  }
  return fieldOrder.flatMap((field) => {
    const message = byField.get(field);
    return message ? [[field, message] as [string, string]] : [];
  });
}

describe('the step 2 error summary after an empty submit', () => {
  const answers = emptyAnswers();

  it.each([...languageCodes])(
    'names each field once, in the words at the field (%s)',
    (language) => {
      const apply = localeOf('apply', language);
      const errors = localeOf('errors', language);
      expect(answers.length).toBeGreaterThan(30);
      const entries = answers.map(([field, message]) => {
        const own = ownWordsKey(message, field, (key) => lookup(apply, key) !== undefined);
        const code = parseFieldMessage(message)?.code ?? '';
        const words = own ? lookup(apply, own) : lookup(errors, code);
        const label = lookup(apply, `fields.${field}.label`) ?? '';
        expect(words, `${field}: ${code}`).toBeDefined();
        const namesField = own !== undefined || namesItsField(message);
        return {
          field,
          label,
          words: words ?? '',
          entry: summaryText(label, words ?? '', namesField),
        };
      });
      for (const { field, label, words, entry } of entries) {
        // The message alone: never 'Father's nationality: Enter the father's nationality'.
        expect(entry, field).toBe(words);
        expect(entry.startsWith(`${label}:`), field).toBe(false);
      }
      // No two fields share an entry, so each link says where it goes.
      expect(new Set(entries.map(({ entry }) => entry)).size).toBe(entries.length);
    },
  );
});

describe('summaryText', () => {
  it('shows a message that names its field alone', () => {
    expect(summaryText("Father's nationality", "Enter the father's nationality", true)).toBe(
      "Enter the father's nationality",
    );
  });

  it('puts the field name before a message that does not say which field', () => {
    expect(summaryText('Nationality', 'Please select a country from the list', false)).toBe(
      'Nationality: Please select a country from the list',
    );
  });

  it('does not put a sentence before a message: a long label is a question, not a name', () => {
    const question =
      'Have you ever been refused entry to or deported from any country, including India?';
    expect(summaryText(question, 'Please answer yes or no', false)).toBe('Please answer yes or no');
  });
});

describe('namesItsField', () => {
  it('knows the codes whose words say which field they are about', () => {
    expect(namesItsField('validation.father_nationality_required')).toBe(true);
    expect(namesItsField('validation.first_name_min')).toBe(true);
    expect(namesItsField('validation.required')).toBe(false);
    expect(namesItsField('validation.country_invalid')).toBe(false);
    expect(namesItsField('validation.too_long?max=500')).toBe(false);
    // A message without a code's shape (a newer server's English) is taken as it is.
    expect(namesItsField('Something the server said')).toBe(true);
  });
});
