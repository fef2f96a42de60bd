/**
 * The Call lists page's messages and the popup's hand-over. Registrations only: the work lives in
 * utils/call-lists. Extension pages only: none of these is in PAGE_MESSAGES
 * (messaging/protocol.ts).
 */
import { controlList, createList, resolveAttempt, viewList } from '../../call-lists/control';
import { markEntry } from '../../call-lists/outcome';
import { handOverNumbers, takeHandedNumbers } from '../call-list';
import type { HandlerGroup } from './types';

export const callListHandlers = {
  getCallList: () => viewList(),
  async makeCallList({ source, candidates, pauseSeconds, columns }) {
    await createList(source, candidates, pauseSeconds, columns);
    return viewList();
  },
  async controlCallList(request) {
    await controlList(request);
    return viewList();
  },
  async markListEntry({ entryId, outcome, note, callBackAt }) {
    await markEntry(entryId, outcome, note, callBackAt ?? null);
    return viewList();
  },
  async answerListAttempt({ entryId, placed }) {
    await resolveAttempt(entryId, placed);
    return viewList();
  },
  async handOverListNumbers({ numbers }) {
    await handOverNumbers(numbers);
    return {};
  },
  async takeListNumbers() {
    return { numbers: await takeHandedNumbers() };
  },
} satisfies HandlerGroup<
  | 'getCallList'
  | 'makeCallList'
  | 'controlCallList'
  | 'markListEntry'
  | 'answerListAttempt'
  | 'handOverListNumbers'
  | 'takeListNumbers'
>;
