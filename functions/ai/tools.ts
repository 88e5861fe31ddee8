import * as z from 'zod/mini';

/** Attaches a description (what classic zod's `.describe()` did): the JSON schema sent to the model carries it. */
const described = <S extends z.ZodMiniType>(schema: S, description: string): S => {
  z.globalRegistry.add(schema, { description });
  return schema;
};

/**
 * The nine tools Walt may call during a live interview (spec part A §4, argument rules §5). The zod schemas
 * are the single source: the JSON schemas sent to the realtime model are derived from them, and the local
 * realtime peer and the call screen parse arguments with them.
 */
export const toolArguments = {
  hangUp: z.object({
    reason: described(
      z.optional(z.string().check(z.maxLength(500))),
      'Why the call is ending, in a few words.',
    ),
  }),
  markStoryPathComplete: z.object({
    summary: described(
      z.optional(z.string().check(z.maxLength(2_000))),
      'One or two sentences on what this conversation covered.',
    ),
  }),
  askQuestion: z.object({
    questionId: described(
      z.optional(z.number().check(z.int(), z.positive())),
      'The 1-based id of a question from the question list. Omit for a follow-up question of your own.',
    ),
    title: described(
      z.optional(z.string().check(z.maxLength(200))),
      'Short title for a follow-up question of your own.',
    ),
    text: described(
      z.optional(z.string().check(z.maxLength(2_000))),
      'The full wording of a follow-up question of your own.',
    ),
  }),
  completeQuestion: z.object({
    questionId: described(
      z.number().check(z.int(), z.positive()),
      'The 1-based id of the question that has been answered.',
    ),
  }),
  addNote: z.object({
    content: described(
      z.string().check(z.minLength(1), z.maxLength(2_000)),
      'The fact, name, date, place or feeling worth keeping, in one or two sentences.',
    ),
  }),
  updateNote: z.object({
    noteId: described(z.string().check(z.minLength(1)), 'The id of an existing note (see reviewNotes).'),
    content: described(z.string().check(z.minLength(1), z.maxLength(2_000)), 'The corrected note.'),
  }),
  removeNote: z.object({
    noteId: described(z.string().check(z.minLength(1)), 'The id of an existing note (see reviewNotes).'),
  }),
  reviewNotes: z.object({}),
  nameStory: z.object({
    title: described(
      z.string().check(z.minLength(1), z.maxLength(200)),
      "A warm, specific title for the story, in the narrator's own spirit.",
    ),
  }),
} as const;

export type ToolName = keyof typeof toolArguments;
export type ToolArguments<N extends ToolName> = z.infer<(typeof toolArguments)[N]>;
export const TOOL_NAMES = Object.keys(toolArguments) as ToolName[];

const descriptions: Record<ToolName, string> = {
  hangUp:
    'End the call. Use only after the narrator has clearly said goodbye or asked to stop, and after you have said a warm goodbye yourself.',
  markStoryPathComplete:
    "Mark this conversation's path as complete. Use once its exit criteria are met and every question has been explored.",
  askQuestion:
    'Show the narrator the question you are about to ask as a card on their screen. Call it before asking each question from the list (by questionId), or with a title and text for an important follow-up question.',
  completeQuestion: 'Record that a question from the list has been answered well enough to move on.',
  addNote:
    'Keep a short note of something the narrator said that matters for their biography: names, dates, places, turning points, feelings.',
  updateNote: 'Correct or enrich one of your notes, for example when the narrator corrects a date or a name.',
  removeNote: 'Delete one of your notes, for example when the narrator asks you to forget something.',
  reviewNotes: 'Read back the current notes with their ids, before updating or removing one.',
  nameStory: 'Give the story a title once you understand what it is about.',
};

export interface RealtimeFunctionTool {
  type: 'function';
  name: ToolName;
  description: string;
  parameters: Record<string, unknown>;
}

const jsonSchemaOf = (schema: z.ZodMiniType): Record<string, unknown> => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { target: 'draft-7', io: 'input' });
  return rest;
};

/** The tool list of the realtime session, with JSON schemas derived from the zod argument schemas. */
export const realtimeTools = (): RealtimeFunctionTool[] =>
  TOOL_NAMES.map((name) => ({
    type: 'function',
    name,
    description: descriptions[name],
    parameters: jsonSchemaOf(toolArguments[name]),
  }));

/**
 * Parses a tool call's JSON arguments. Malformed JSON counts as empty arguments (spec part A §4); the result
 * says what is missing so the assistant can be told.
 */
export const parseToolArguments = <N extends ToolName>(
  name: N,
  raw: string,
): { ok: true; value: ToolArguments<N> } | { ok: false; error: string } => {
  let json: unknown = {};
  try {
    json = raw.trim() ? JSON.parse(raw) : {};
  } catch {
    json = {};
  }
  const parsed = toolArguments[name].safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data as ToolArguments<N> };
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') ?? '';
  return { ok: false, error: `Error: ${field ? `${field} is required` : 'invalid arguments'}` };
};
