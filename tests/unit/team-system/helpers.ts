// A fresh background for the team system's tests: storage, alarms and IndexedDB emptied, the
// receiver's addresses and secret saved as the agent would save them.
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { eventsSecretItem, teamSystemItem } from '../../../utils/settings/store';
import { forgetTeamDb } from '../../../utils/team-system/db';
import { startTeamReceiver, type TeamReceiver } from '../../sandbox/team-receiver';

export function receiverForEachTest(started: (receiver: TeamReceiver) => void): void {
  let receiver: TeamReceiver;
  beforeAll(async () => {
    receiver = await startTeamReceiver();
    started(receiver);
  });
  afterAll(() => receiver.close());
  beforeEach(async () => {
    fakeBrowser.reset();
    globalThis.indexedDB = new IDBFactory();
    forgetTeamDb();
    await receiver.up();
    receiver.reset();
    await teamSystemItem.setValue({
      eventsUrl: receiver.eventsUrl,
      doNotCallUrl: receiver.listUrl,
      doNotCallRefreshMinutes: 5,
    });
    await eventsSecretItem.setValue(receiver.secret);
  });
}
