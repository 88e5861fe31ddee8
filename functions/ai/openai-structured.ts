import { APIError } from 'openai';
import * as z from 'zod/mini';
import { AI_FAILURE_TEXTS } from '#shared/texts.ts';
import { AiOutputError, AiRefusedError, AiUnavailableError } from './errors.ts';

/** Keywords strict structured outputs do not accept; zod still enforces them when the answer is parsed. */
const UNSUPPORTED_KEYWORDS = new Set([
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'pattern',
  'format',
  '$schema',
]);

/** The JSON schema sent as a strict structured-output format. */
export const strictJsonSchema = (schema: z.ZodMiniType): Record<string, unknown> => {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !UNSUPPORTED_KEYWORDS.has(key))
        .map(([key, child]) => [key, strip(child)]),
    );
  };
  return strip(z.toJSONSchema(schema, { target: 'draft-7' })) as Record<string, unknown>;
};

/** Maps SDK failures onto the port's three kinds, without echoing request contents or credentials. */
export const classify = (error: unknown, what: string): Error => {
  if (
    error instanceof AiOutputError ||
    error instanceof AiRefusedError ||
    error instanceof AiUnavailableError
  )
    return error;
  if (error instanceof APIError) {
    const status = error.status;
    if (status === undefined || status === 408 || status === 409 || status === 429 || status >= 500)
      return new AiUnavailableError(AI_FAILURE_TEXTS.unavailable(what, status));
    return new AiRefusedError(AI_FAILURE_TEXTS.refused(what, status));
  }
  return new AiUnavailableError(AI_FAILURE_TEXTS.unreachable(what));
};

export interface ResponseLike {
  status?: string | null;
  usage?: { total_tokens?: number } | null;
  output?: { type: string; content?: { type: string; text?: string; refusal?: string }[] }[];
}

/** The model's text answer; a refusal is AiRefusedError, an empty answer AiOutputError. */
export const outputText = (response: ResponseLike, what: string): string => {
  const parts = (response.output ?? []).flatMap((item) =>
    item.type === 'message' ? (item.content ?? []) : [],
  );
  const refusal = parts.find((part) => part.type === 'refusal');
  if (refusal) throw new AiRefusedError(AI_FAILURE_TEXTS.declined(what));
  const text = parts
    .filter((part) => part.type === 'output_text')
    .map((part) => part.text ?? '')
    .join('');
  if (!text.trim()) throw new AiOutputError(AI_FAILURE_TEXTS.noAnswer(what));
  return text;
};

/** Parses a model's structured answer; anything that does not fit becomes a clear AiOutputError. */
export const parseStructured = <S extends z.ZodMiniType>(
  schema: S,
  text: string,
  what: string,
): z.infer<S> => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AiOutputError(AI_FAILURE_TEXTS.notJson(what));
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') || 'answer';
  throw new AiOutputError(AI_FAILURE_TEXTS.wrongShape(what, field));
};
