import type * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { TOO_LARGE } from '#shared/schemas/common.ts';
import { GENERIC_ERRORS } from '#shared/texts.ts';
import { PayloadTooLargeError, ValidationError } from './errors.ts';

const valueAt = (value: unknown, path: PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (current, key) =>
      current && typeof current === 'object' ? (current as Record<PropertyKey, unknown>)[key] : undefined,
    value,
  );

const describeIssue = (issue: z.core.$ZodIssue, value: unknown): string => {
  const field = issue.path.map(String).join('.');
  if (!field) return issue.message;
  if (issue.code === 'invalid_type' && valueAt(value, issue.path) === undefined)
    return GENERIC_ERRORS.fieldRequired(field);
  return issue.message.toLowerCase().includes(field.split('.').at(-1)!.toLowerCase())
    ? issue.message
    : GENERIC_ERRORS.fieldInvalid(field, issue.message);
};

/**
 * Parses with a schema; a failure becomes a 400 naming the first offending field, or a 413 with its message
 * when any text is over its byte limit (`maxBytes` in shared/schemas/common.ts).
 */
export const parseOrThrow = <S extends z.ZodMiniType>(
  schema: S,
  value: unknown,
  where: string,
): z.infer<S> => {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const tooLarge = result.error.issues.find(
    (issue) => issue.code === 'custom' && (issue.params as Record<string, unknown> | undefined)?.[TOO_LARGE],
  );
  if (tooLarge) throw new PayloadTooLargeError(tooLarge.message);
  const issue = result.error.issues[0];
  throw new ValidationError(issue ? describeIssue(issue, value) : GENERIC_ERRORS.invalidPart(where));
};
