/** The team's calling rules. Registrations only: the work lives in utils/calling-rules. */
import {
  changeDoNotCallList,
  doNotCallView,
  listedAmong,
  markDoNotCall,
  numberRules,
  undoDoNotCall,
} from '../../calling-rules/acts/do-not-call-changes';
import type { HandlerGroup } from './types';
import { markedFrom } from '../surface';

export const callingRuleHandlers = {
  markDoNotCall: ({ dial }, sender) => markDoNotCall(dial, markedFrom(sender)),
  undoDoNotCall: ({ dial }, sender) => undoDoNotCall(dial, markedFrom(sender)),
  getNumberRules: ({ dial }) => numberRules(dial),
  getDoNotCall: () => doNotCallView(),
  listedNumbers: ({ dials }) => listedAmong(dials),
  changeDoNotCall: (change) => changeDoNotCallList(change),
} satisfies HandlerGroup<
  | 'markDoNotCall'
  | 'undoDoNotCall'
  | 'getNumberRules'
  | 'getDoNotCall'
  | 'listedNumbers'
  | 'changeDoNotCall'
>;
