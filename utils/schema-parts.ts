/** Pieces the message schemas share (background only: zod never reaches the page script). */
import { z } from 'zod';

/** A message that carries nothing. */
export const empty = z.object({}).strict();
/** Text of at most `max` characters: its size only; what it means is checked where it is handled. */
export const textUpTo = (max: number) => z.string().max(max);
/** A form's number, absent when the field is empty; `message` names the field for the person. */
export const optionalNumber = (message: string) => z.number({ message }).optional();
