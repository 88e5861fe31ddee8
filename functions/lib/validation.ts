import type { z } from 'zod';
import { ValidationError } from './errors.ts';

const describeIssue = (issue: z.core.$ZodIssue): string => {
  const field = issue.path.map(String).join('.');
  if (!field) return issue.message;
  if (issue.code === 'invalid_type' && issue.message.includes('received undefined'))
    return `${field} is required`;
  if (issue.code === 'unrecognized_keys') return issue.message;
  return issue.message.toLowerCase().includes(field.split('.').at(-1)!.toLowerCase())
    ? issue.message
    : `${field}: ${issue.message}`;
};

/** Parses with a schema; a failure becomes a 400 naming the first offending field. */
export const parseOrThrow = <S extends z.ZodType>(schema: S, value: unknown, where: string): z.infer<S> => {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ValidationError(issue ? describeIssue(issue) : `Invalid ${where}`);
};
