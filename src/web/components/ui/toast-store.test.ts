import { describe, expect, it, vi } from 'vitest';
import { dismissToast, getCurrentToast, subscribeToToasts, toast } from './toast-store';

describe('toast store', () => {
  it('shows one toast at a time: a new toast replaces the current one', () => {
    toast({ title: 'Saved' });
    const second = toast({ title: 'Upload Failed', variant: 'destructive' });
    expect(getCurrentToast()).toMatchObject({ id: second.id, title: 'Upload Failed', open: true });
  });

  it('uses the default variant unless told otherwise', () => {
    toast({ title: 'Hello' });
    expect(getCurrentToast()?.variant).toBe('default');
  });

  it('closes the toast through its handle, and a stale handle leaves the new toast alone', () => {
    const first = toast({ title: 'First' });
    first.dismiss();
    expect(getCurrentToast()?.open).toBe(false);

    const old = toast({ title: 'Old' });
    const fresh = toast({ title: 'Fresh' });
    old.dismiss();
    expect(getCurrentToast()).toMatchObject({ id: fresh.id, open: true });
    dismissToast();
    expect(getCurrentToast()?.open).toBe(false);
  });

  it('notifies subscribers until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToToasts(listener);
    toast({ title: 'One' });
    unsubscribe();
    toast({ title: 'Two' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
