/** The team's calling rules. Registrations only: the work lives in utils/calling-rules. */
import {
  changeDoNotCallList,
  doNotCallView,
  markDoNotCall,
  numberRules,
  undoDoNotCall,
} from '../../calling-rules/do-not-call-changes';
import type { HandlerGroup } from './types';

export const callingRuleHandlers = {
  markDoNotCall: ({ dial }) => markDoNotCall(dial),
  undoDoNotCall: ({ dial }) => undoDoNotCall(dial),
  getNumberRules: ({ dial }) => numberRules(dial),
  getDoNotCall: () => doNotCallView(),
  changeDoNotCall: (change) => changeDoNotCallList(change),
} satisfies HandlerGroup<
  'markDoNotCall' | 'undoDoNotCall' | 'getNumberRules' | 'getDoNotCall' | 'changeDoNotCall'
>;
