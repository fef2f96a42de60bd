/** Pieces the message schemas share (background only: zod never reaches the page script). */
import { z } from 'zod';
import { MAX_LENGTH, messageLength } from './limits';

/** A message that carries nothing. */
export const empty = z.object({}).strict();
/** Text of at most `max` characters: its size only; what it means is checked where it is handled. */
export const textUpTo = (max: number) => z.string().max(max);
/** A form's number, absent when the field is empty; `message` names the field for the person. */
export const optionalNumber = (message: string) => z.number({ message }).optional();
/**
 * Typed text in a message: up to twice the longest field's limit (an address's), so a value that
 * is too long is answered by its field's own check, not refused as a bad message.
 */
export const typedText = textUpTo(messageLength(MAX_LENGTH.url));
