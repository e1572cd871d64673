import { describe, expect, it } from 'vitest';
import {
  DEVICE_LIST_MAX,
  parseDeviceList,
  rememberApplication,
  serialiseDeviceList,
  withCurrentApplication,
  withoutApplication,
  withStatus,
  type DeviceApplication,
} from './device-list';

const app = (n: number): DeviceApplication => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  applicationNumber: `EV2026TEST${String(n).padStart(4, '0')}`,
  accessToken: `token-${n}-xxxxxxxxxxxxxxxxxxxxxxxxxxxx`,
});
const ids = (list: readonly DeviceApplication[]) => list.map((entry) => entry.id);

describe('the device list (pure logic)', () => {
  it('adds an application first, and moves one opened again to the front with its status', () => {
    let list = rememberApplication([], app(1));
    list = rememberApplication(list, app(2));
    expect(ids(list)).toEqual([app(2).id, app(1).id]);
    list = [...withStatus(list, app(1).id, 'paid')];
    list = rememberApplication(list, { ...app(1), accessToken: 'a-newer-token-from-a-link-xxxx' });
    expect(list).toEqual([
      { ...app(1), accessToken: 'a-newer-token-from-a-link-xxxx', status: 'paid' },
      app(2),
    ]);
  });

  it('keeps drafts given with an entry, and drops them when the entry comes back without', () => {
    const drafts = [{ firstName: 'Jane' }];
    let list = rememberApplication([], {
      ...app(1),
      applicants: drafts,
      draftsBasedOn: '2026-01-01T00:00:00.000Z',
    });
    expect(list[0]).toEqual({
      ...app(1),
      applicants: drafts,
      draftsBasedOn: '2026-01-01T00:00:00.000Z',
    });
    list = rememberApplication(list, app(1));
    expect(list[0]).toEqual(app(1));
  });

  it('updates a status only when it changed (the same list otherwise)', () => {
    const list = rememberApplication([], app(1));
    const paid = withStatus(list, app(1).id, 'paid');
    expect(paid[0]?.status).toBe('paid');
    expect(withStatus(paid, app(1).id, 'paid')).toBe(paid);
    expect(withStatus(paid, 'unknown-id', 'approved')).toBe(paid);
  });

  it(`keeps the ${DEVICE_LIST_MAX} most recent: one more forgets the one used longest ago`, () => {
    let list: DeviceApplication[] = [];
    for (let n = 1; n <= DEVICE_LIST_MAX; n++) list = rememberApplication(list, app(n));
    list = rememberApplication(list, app(1)); // used again: now the newest
    list = rememberApplication(list, app(11));
    expect(list).toHaveLength(DEVICE_LIST_MAX);
    expect(ids(list).slice(0, 2)).toEqual([app(11).id, app(1).id]);
    expect(ids(list)).not.toContain(app(2).id);
  });

  it('forgets one entry', () => {
    const list = rememberApplication(rememberApplication([], app(1)), app(2));
    expect(withoutApplication(list, app(2).id)).toEqual([app(1)]);
    expect(withoutApplication(list, 'unknown')).toEqual(list);
  });

  it('migrates a browser from before the list: its one application becomes the list', () => {
    expect(withCurrentApplication([], app(1))).toEqual([app(1)]);
    const list = rememberApplication([], app(2));
    expect(ids(withCurrentApplication(list, app(1)))).toEqual([app(1).id, app(2).id]);
    expect(withCurrentApplication(list, app(2))).toBe(list); // already there: unchanged
    expect(withCurrentApplication(list, null)).toBe(list);
  });

  it('reads back what it writes', () => {
    const list = [...withStatus(rememberApplication([app(2)], app(1)), app(2).id, 'approved')];
    expect(parseDeviceList(serialiseDeviceList(list))).toEqual(list);
  });

  it('reads damaged storage as far as it can, never throwing', () => {
    expect(parseDeviceList(null)).toEqual([]);
    expect(parseDeviceList('')).toEqual([]);
    expect(parseDeviceList('{not json')).toEqual([]);
    expect(parseDeviceList('[]')).toEqual([]);
    expect(parseDeviceList('null')).toEqual([]);
    expect(parseDeviceList('"text"')).toEqual([]);
    expect(parseDeviceList('{"applications":{"0":{}}}')).toEqual([]);
    const raw = JSON.stringify({
      version: 1,
      applications: [
        null,
        42,
        'x',
        { id: 'missing number and token' },
        { ...app(1), accessToken: '' },
        { ...app(2), status: 'hacked', applicants: [{ firstName: 'Jo', age: 3 }, null] },
        { ...app(2), applicationNumber: 'a duplicate id: the first one wins' },
        { ...app(3), status: 'approved', draftsBasedOn: 7, extra: '<script>' },
      ],
    });
    expect(parseDeviceList(raw)).toEqual([
      { ...app(2), applicants: [{ firstName: 'Jo' }, {}] },
      { ...app(3), status: 'approved' },
    ]);
  });

  it('reads at most the cap, even from a longer stored list', () => {
    const many = Array.from({ length: 25 }, (_, i) => app(i + 1));
    expect(parseDeviceList(JSON.stringify({ version: 1, applications: many }))).toHaveLength(
      DEVICE_LIST_MAX,
    );
  });
});
