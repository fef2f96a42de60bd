/** Request validation: parse with a request schema or throw 'invalid-input' before sending. */
import type { z } from 'zod';
import { ServiceError, invalidInputError } from './errors';
import { FIELD_LABELS, labelled } from '../field-rules';

/** Parses `input` or throws 'invalid-input' with one message per field; nothing is sent. */
export function validate<S extends z.ZodType>(
  schema: S,
  input: unknown,
  field?: string,
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = field ?? (issue.path.map(String).join('.') || '_');
    if (fields[key]) continue;
    fields[key] =
      key === '_'
        ? 'The request is empty or malformed.'
        : issue.message.includes(':')
          ? issue.message
          : fallback(key, issue.message);
  }
  throw new ServiceError(invalidInputError(fields));
}

function fallback(key: string, message: string): string {
  const known = (FIELD_LABELS as Record<string, string>)[key];
  return `${labelled(known ?? key, message)}.`;
}
