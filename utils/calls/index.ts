/** Call records, scheduling and status polling (background only). */
export { createBridgeCall } from './create';
export { cancelBridgeCall, editBridgeCall } from './manage';
export { observeCalls, pollCall, pollDueCalls, refreshCalls, type CallObserver } from './poll';
export { POLL_ALARM, schedulePolling } from './schedule';
export { deriveState, isSettled } from './records/state';
export { KEEP_AT_LEAST, KEEP_AT_MOST, KEEP_DAYS, retainCalls } from './records/retention';
export { callsItem, clearCalls, listCalls } from './records/store';
export type * from './records/types';
