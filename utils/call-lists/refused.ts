/** The refusals of the agent's list actions: the list's state does not allow what was asked. */
import { HandledError } from '../errors';

export function refused(message: string): HandledError {
  return new HandledError({ code: 'invalid-input', message });
}

export function noList(): HandledError {
  return refused('There is no call list. Make one first.');
}
