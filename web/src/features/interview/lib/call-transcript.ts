import type { CallMessage } from './call-api-port.ts';

/** The call's messages as text for the analyses (`user: …` / `assistant: …`, one per line). */
export const transcriptOf = (messages: CallMessage[]) =>
  messages.map((m) => `${m.role}: ${m.text}`).join('\n');

/** The messages the spec saves: those with an id, a role and some text. */
export const savableMessages = (messages: CallMessage[]) =>
  messages
    .filter((message) => message.id && message.role && message.text.trim())
    .map((message) => ({ id: message.id, role: message.role, content: message.text }));
