// The team's do-not-call list from its address: read, asked for again conditionally, refused
// whole when it cannot be read (the last good copy stays in force, and the status says since
// when), and enforced by the same lookup as every other list.
import { describe, expect, it } from 'vitest';
import { doNotCallLookup } from '../../../utils/calling-rules/store';
import { listStatusItem } from '../../../utils/team-system/list-store';
import { refreshTeamList, teamListDue } from '../../../utils/team-system/list-refresh';
import type { TeamReceiver } from '../../sandbox/team-receiver';
import { receiverForEachTest } from './helpers';
import { teamSystemItem } from '../../../utils/settings/store';

let receiver: TeamReceiver;
receiverForEachTest((started) => (receiver = started));

describe('refreshTeamList', () => {
  it('reads the list, then asks again with its ETag and is told it is the same', async () => {
    receiver.setList('055 123 4567\n+971 50 123 4567\n');
    expect(await refreshTeamList()).toBe('changed');
    const listed = await doNotCallLookup([]);
    expect(listed('966551234567')).toBe(true);
    expect(listed('971501234567')).toBe(true);
    expect(listed('966567654321')).toBe(false);
    expect(await refreshTeamList()).toBe('same');
    expect(receiver.notModified).toBe(1);
    const status = await listStatusItem.getValue();
    expect(status).toMatchObject({ url: receiver.listUrl, count: 2, problem: null });
  });

  it('keeps the last good list when the next cannot be read, and says what and since when', async () => {
    receiver.setList('0551234567\n');
    await refreshTeamList();
    receiver.setList('0551234567\n0567654321\nCall Omar after 5\n');
    const before = Date.now();
    expect(await refreshTeamList()).toBe('failed');
    const listed = await doNotCallLookup([]);
    expect(listed('966551234567')).toBe(true);
    // Never half applied: the readable new number is not in force either.
    expect(listed('966567654321')).toBe(false);
    const status = await listStatusItem.getValue();
    expect(status?.problem).toEqual({ kind: 'line', line: 3, text: 'Call Omar after 5' });
    expect(status?.count).toBe(1);
    expect(status?.since).toBeGreaterThanOrEqual(before);
    await receiver.down();
    expect(await refreshTeamList()).toBe('failed');
    const later = await listStatusItem.getValue();
    expect(later?.problem).toEqual({ kind: 'network' });
    expect(later?.since).toBe(status?.since);
    expect((await doNotCallLookup([]))('966551234567')).toBe(true);
  });

  it('is due at once for a new address, then only after its period', async () => {
    receiver.setList('0551234567\n');
    expect(await teamListDue()).toBe(true);
    await refreshTeamList();
    expect(await teamListDue()).toBe(false);
    expect(await teamListDue(Date.now() + 5 * 60_000)).toBe(true);
  });

  it('a read asked for during a read is a read of its own, after it (the address may have changed)', async () => {
    receiver.setList('0551234567\n');
    const first = refreshTeamList();
    const second = refreshTeamList();
    expect(await first).toBe('changed');
    expect(await second).toBe('same');
    expect(receiver.listRequests).toBe(2);
  });

  it('drops the list when its address is cleared', async () => {
    receiver.setList('0551234567\n');
    await refreshTeamList();
    await teamSystemItem.setValue({ eventsUrl: '', doNotCallUrl: '', doNotCallRefreshMinutes: 5 });
    expect(await refreshTeamList()).toBe('none');
    expect((await doNotCallLookup([]))('966551234567')).toBe(false);
  });
});
