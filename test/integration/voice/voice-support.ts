import type { Session } from '#test/helpers/api.ts';
import { webmRecording } from '../stories/recording.ts';

/*
 * Call recordings as the browser makes them (issue 26): each segment is uploaded through the memo upload path
 * (POST /api/stories/transcribe-uploads, then a PUT to the address it answers), then linked to its
 * conversation with its place in the recording and the marks of the narrator's messages.
 */

export interface Mark {
  messageId: string;
  startMs: number;
  endMs: number;
}

export const keepRecordings = (session: Session, on: boolean) =>
  session.client.put('/api/profile/permissions', { permissions: { keepCallRecordings: on } });

/** Uploads `bytes` through the memo upload path; answers its upload id. */
export const uploadRecording = async (session: Session, bytes: Uint8Array) => {
  const created = await session.client.post<{
    uploadId: string;
    uploadUrl: string;
    headers: Record<string, string>;
  }>('/api/stories/transcribe-uploads', { size: bytes.byteLength, contentType: 'audio/webm' });
  if (created.status !== 201) throw new Error(`upload refused: ${created.status}`);
  const { uploadId, uploadUrl, headers } = created.body;
  const put = await fetch(uploadUrl, {
    method: 'PUT',
    headers: Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'content-length')),
    body: bytes.slice(),
  });
  if (!put.ok) throw new Error(`PUT failed: ${put.status}`);
  return uploadId;
};

/** One segment of `seconds`, uploaded and linked to the conversation. */
export const addSegment = async (
  session: Session,
  conversationId: string,
  segment: { sequence: number; startMs: number; seconds: number; marks?: Mark[] },
) => {
  const uploadId = await uploadRecording(session, webmRecording(segment.seconds));
  return session.client.post<{ sequence?: number; error?: string }>(
    `/api/conversations/${conversationId}/recordings`,
    {
      uploadId,
      sequence: segment.sequence,
      startMs: segment.startMs,
      durationMs: segment.seconds * 1000,
      ...(segment.marks ? { marks: segment.marks } : {}),
    },
  );
};

/** The call's first segment, from its start: `seconds` long, with the marks known when it is sent. */
export const openingSegment = (session: Session, conversationId: string, seconds: number, marks?: Mark[]) =>
  addSegment(session, conversationId, { sequence: 0, startMs: 0, seconds, marks });

/** A conversation of the narrator's with a saved transcript: Walt, the narrator, Walt, the narrator. */
export const savedCall = async (session: Session, storyId?: string) => {
  // A story of its own unless given: a conversation is resumed per story and session type.
  const story =
    storyId ?? (await session.client.post<{ id: string }>('/api/stories', { title: 'By the canal' })).body.id;
  const started = await session.client.post<{ conversation: { id: string } }>('/api/conversations/start', {
    sessionType: 'gettingToKnowYou',
    storyId: story,
  });
  const conversationId = started.body.conversation.id;
  const messages = [
    { id: 'item_Walt1', role: 'assistant', content: 'Where did you grow up?' },
    { id: 'item_Ada1', role: 'user', content: 'I grew up in a narrow house by the canal in Lockford.' },
    { id: 'item_Walt2', role: 'assistant', content: 'What was the house like?' },
    { id: 'item_Ada2', role: 'user', content: 'My father kept pigeons in the loft above the kitchen.' },
  ];
  const saved = await session.client.post(`/api/conversations/${conversationId}/save`, { messages });
  if (saved.status !== 200) throw new Error(`save failed: ${saved.status}`);
  return { conversationId, messages, storyId: story };
};

export interface Clip {
  messageId: string;
  audioUrl: string;
  startSeconds: number;
  endSeconds: number;
}
export const clipsOf = (session: Session, conversationId: string) =>
  session.client.get<{ segments: { sequence: number }[]; clips: Clip[]; error?: string }>(
    `/api/conversations/${conversationId}/recordings`,
  );

/** The session as the keepsake helpers call the API: the body of a 2xx, else an error. */
export const apiOf =
  (session: Session) =>
  async <T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await session.client.request<T>(method, path, body);
    if (answer.status >= 300)
      throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
