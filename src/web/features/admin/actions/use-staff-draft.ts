import { useEffect, useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { staffSession } from '../staff-session';

/**
 * Keeps what a staff member has typed into the text `fields` of `form` (an email, a reason) in
 * the tab's session store under `name` until it is sent, so a session that ends mid-sentence
 * loses nothing: after signing in again the form opens with it (docs/requirements/
 * accessibility.md, "Staff sessions"). Choices (a refund) are not kept: they are made again.
 * Call `drop()` once the form has been sent.
 */
export function useStaffDraft<T extends FieldValues>(
  form: UseFormReturn<T>,
  name: string,
  fields: readonly Path<T>[],
) {
  const restored = useRef(false);
  const fieldList = fields.join(',');
  useEffect(() => {
    const kept = fieldList.split(',') as Path<T>[];
    if (!restored.current) {
      restored.current = true;
      const saved = staffSession.draft(name) as Record<string, unknown> | undefined;
      for (const field of kept) {
        const value = saved?.[field];
        if (typeof value === 'string' && value !== '') {
          form.setValue(field, value as PathValue<T, Path<T>>, { shouldDirty: true });
        }
      }
    }
    const subscription = form.watch((values) => {
      const draft: Record<string, string> = {};
      for (const field of kept) {
        const value = (values as Record<string, unknown>)[field];
        if (typeof value === 'string' && value.trim() !== '') draft[field] = value;
      }
      if (Object.keys(draft).length === 0) staffSession.dropDraft(name);
      else staffSession.saveDraft(name, draft);
    });
    return () => subscription.unsubscribe();
  }, [form, name, fieldList]);
  return { drop: () => staffSession.dropDraft(name) };
}
