// A call list entry for the tests that read one: a waiting 0551234567 unless told otherwise.
import type { ListEntry } from '../../../utils/call-lists/types';

export const listEntry = (fields: Partial<ListEntry>): ListEntry => ({
  id: 'e1',
  dial: '966551234567',
  text: '0551234567',
  name: '',
  calledTodayAt: null,
  status: 'waiting',
  callId: null,
  callState: null,
  error: null,
  outcome: '',
  note: '',
  ...fields,
});
