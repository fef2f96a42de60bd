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
/** The person chose "Call again" past the duplicate guard: a call message's own flag. */
export const repeat = z.boolean().optional();

/**
 * True only when two types have the same fields of the same types: a message schema's parsed
 * form and the feature's own type (a field changed in one and not the other fails to compile).
 */
export type SameShape<A, B> = [A, keyof A] extends [B, keyof B]
  ? [B, keyof B] extends [A, keyof A]
    ? true
    : never
  : never;
