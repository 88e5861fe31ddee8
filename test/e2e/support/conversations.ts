import { type APIRequestContext, expect } from '@playwright/test';
import { baseUrl } from './accounts.ts';

export interface SavedTurn {
  id: string;
  role: 'assistant' | 'user';
  content: string;
}

/**
 * A conversation of the signed-in caller made through the API, as a call leaves it: started (for a session
 * type, or a path held for a story), its turns saved (with the summary asked for at call end when
 * `shouldSummarize`), and completed when asked. The calls themselves have their own specs.
 */
export const savedConversation = async (
  request: APIRequestContext,
  start: { sessionType?: string; pathId?: string; storyId?: string },
  messages: SavedTurn[],
  { shouldSummarize, complete = false }: { shouldSummarize?: boolean; complete?: boolean } = {},
) => {
  const started = await request.post(`${baseUrl()}/api/conversations/start`, { data: start });
  expect(started.ok(), await started.text()).toBe(true);
  const { conversation } = (await started.json()) as { conversation: { id: string; userId: string } };
  const saved = await request.post(`${baseUrl()}/api/conversations/${conversation.id}/save`, {
    data: { messages, ...(shouldSummarize === undefined ? {} : { shouldSummarize }) },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  if (complete) {
    const completed = await request.post(`${baseUrl()}/api/conversations/${conversation.id}/complete`);
    expect(completed.ok(), await completed.text()).toBe(true);
  }
  return conversation;
};

/** Two turns of an interview about where the narrator was born. */
export const BORN_IN_DUNDEE: SavedTurn[] = [
  { id: 'm1', role: 'assistant', content: 'Where were you born, Edie?' },
  { id: 'm2', role: 'user', content: 'I was born in Dundee in 1946, above the baker on Hilltown.' },
];

/** Two turns of an interview held for a Sunday-kitchen story. */
export const PARKIN_IN_HALIFAX: SavedTurn[] = [
  { id: 'k1', role: 'assistant', content: 'Which dish did your family cook on Sundays?' },
  {
    id: 'k2',
    role: 'user',
    content: 'My grandmother made parkin in Halifax every November, for Bonfire Night in 1952.',
  },
];
