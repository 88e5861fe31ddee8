import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DIRECT_RECORDING_MAX_BYTES,
  RECORDING_FILE_NAME,
  RESEARCH_POLL_MS,
  TRANSCRIPTION_POLL_MS,
} from '#shared/constants.ts';
import type { BodyOf, ResponseOf } from '#shared/contract/endpoint.ts';
import { notes } from '#shared/contract/routes/notes.ts';
import { research } from '#shared/contract/routes/research.ts';
import { stories } from '#shared/contract/routes/stories.ts';
import type {
  createStory,
  createVoiceMemoEntry,
  getStory,
  listStepCompletions,
  listStories,
  transcribe,
} from '#shared/contract/stories.ts';
import type { NewTextEntry } from '#shared/schemas/story.ts';
import { ApiError, callEndpoint, callEndpointAll, callEndpointWithCursor } from '@/lib/api-client';
import { conversationKeys } from './conversations.ts';
import { emptyOnFailure } from './empty-on-failure.ts';

/**
 * The stories resource: the caller's stories, one story with its entries (typed, spoken, transcripts) and
 * step completions, and the writes that change them.
 */

export type StorySummary = ResponseOf<typeof listStories>[number];
export type StoryDetail = ResponseOf<typeof getStory>;
export type StepCompletion = ResponseOf<typeof listStepCompletions>[number];
export type NewStory = BodyOf<typeof createStory>;
export type TextEntry = NonNullable<StoryDetail['textEntries']>[number];
export type VoiceMemoEntry = NonNullable<StoryDetail['voiceMemoEntries']>[number];
export type TranscriptEntry = NonNullable<StoryDetail['transcriptEntries']>[number];
export type NewVoiceMemo = BodyOf<typeof createVoiceMemoEntry>;

export const storyKeys = {
  /** Both lists of the caller's stories: a prefix of the two keys below. */
  lists: ['stories'] as const,
  /** The dashboard's stories grid (journey badge, preview, entry count, updated date). */
  list: ['stories', 'grid'] as const,
  /** The archive's list, read so that a failure shows as an empty list. */
  archiveList: ['stories', 'archive'] as const,
  /** Everything read for one story: a prefix of the keys below, so one invalidation refreshes its page. */
  all: (id: string) => ['story', id] as const,
  detail: (id: string) => ['story', id, 'detail'] as const,
  stepCompletions: (id: string) => ['story', id, 'step-completions'] as const,
};

/** The story page reads everything again whenever it is shown (the call or the entry screens change it). */
export const FRESH = { staleTime: 0 } as const;

/** The stories grid in one request: the list carries each story's badge, preview, count and date. */
export const storiesQuery = () =>
  queryOptions({ queryKey: storyKeys.list, queryFn: () => callEndpointAll(stories.listStories) });

export const useStories = () => useQuery(storiesQuery());

/** The caller's stories, newest first, as the archive lists them. */
export const archiveStoriesQuery = () =>
  queryOptions({
    queryKey: storyKeys.archiveList,
    queryFn: emptyOnFailure('stories', () => callEndpointAll(stories.listStories)),
  });

export const useArchiveStories = () => useQuery(archiveStoriesQuery());

/**
 * One story of the caller, with its entries (and its spoken entries' playback URLs). The story read carries the
 * first page of its transcript entries; the rest are read a page at a time after it (issue 24), since the
 * transcripts tab, the research request and the keepsake check all need every one.
 */
export const readStory = async (id: string): Promise<StoryDetail> => {
  const { body: story, nextCursor } = await callEndpointWithCursor(stories.getStory, { params: { id } });
  if (!nextCursor) return story;
  const rest = await callEndpointAll(stories.listTranscriptEntries, {
    params: { id },
    query: { cursor: nextCursor },
  });
  return { ...story, transcriptEntries: [...(story.transcriptEntries ?? []), ...rest] };
};

export const storyQuery = (id: string) =>
  queryOptions({
    queryKey: storyKeys.detail(id),
    queryFn: (): Promise<StoryDetail> => readStory(id),
  });

/** `fresh`: read again whenever shown (the story page), not only once stale. */
export const useStory = (id: string, { fresh = false, enabled = true } = {}) =>
  useQuery({ ...storyQuery(id), ...(fresh ? FRESH : {}), enabled });

export const stepCompletionsQuery = (id: string) =>
  queryOptions({
    queryKey: storyKeys.stepCompletions(id),
    queryFn: () => callEndpoint(stories.listStepCompletions, { params: { id } }),
    ...FRESH,
  });

export const useStepCompletions = (id: string) => useQuery(stepCompletionsQuery(id));

const isRunning = (item: { status: string }) => item.status === 'pending' || item.status === 'processing';

/**
 * The story page's one polling rule (part B §4, §9): every 5 s while any research report or artefact job is
 * pending or processing, and not at all when none is.
 */
export const pollWhileRunning = (items: readonly { status: string }[] | undefined) =>
  items?.some(isRunning) ? RESEARCH_POLL_MS : false;

/** The dashboard grid and the archive list show every story: both are read again after a change. */
export const refreshStoryLists = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: storyKeys.lists });

/** Everything shown of one story is read again. */
export const refreshStoryPage = (queryClient: QueryClient, id: string) =>
  queryClient.invalidateQueries({ queryKey: storyKeys.all(id) });

/** After a change to a story's material: the story, the dashboard grid and the archive list. */
export const refreshStory = (queryClient: QueryClient, id: string) => {
  void refreshStoryLists(queryClient);
  return refreshStoryPage(queryClient, id);
};

/**
 * Starts a story: empty (a first spoken entry follows), with its first typed entry, on a journey, or with a
 * title. The server names an untitled one "Story from {date}" (or 'New {journey name}').
 */
export const useCreateStory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewStory) => callEndpoint(stories.createStory, { body }),
    onSuccess: () => refreshStoryLists(queryClient),
  });
};

/**
 * The story titled `title` if there is one, else the newest story, else a new story with that title (the
 * story Write My Bio keeps the biography under: an artefact belongs to a story and a format).
 */
export const useStoryTitled = (title: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<string> => {
      const list = await queryClient.fetchQuery({ ...storiesQuery(), ...FRESH });
      const found = list.find((story) => story.title?.trim() === title) ?? list[0];
      if (found) return found.id;
      const created = await callEndpoint(stories.createStory, { body: { title } });
      void refreshStoryLists(queryClient);
      return created.id;
    },
  });
};

/**
 * Deletes a story and everything under it (its conversations too): it leaves the archive list at once, and
 * the other lists are read again. A failure is logged here and shown by the screen.
 */
export const useDeleteStory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(stories.deleteStory, { params: { id } }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: storyKeys.all(id) });
      queryClient.setQueryData<StorySummary[]>(storyKeys.archiveList, (rows) =>
        rows?.filter((row) => row.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: storyKeys.list });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.lists });
    },
    onError: (error) => console.error('Failed to delete story', error),
  });
};

/** Completes a journey step now; the server refuses a locked step with 409. */
export const useCompleteStep = (storyId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stepId: string) =>
      callEndpoint(stories.completeStep, {
        params: { id: storyId, stepId },
        body: { metadata: { completedAt: new Date().toISOString() } },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storyKeys.stepCompletions(storyId) }),
  });
};

/** The generation page's address for a generateFormat step. */
export const stepFormatUrl = (storyId: string, stepId: string) =>
  callEndpoint(stories.getStepFormatUrl, { params: { id: storyId, stepId } });

/** The story's entries of each kind, empty when the answer left a list out. */
export const entriesOf = (story: StoryDetail) => ({
  textEntries: story.textEntries ?? [],
  voiceMemoEntries: story.voiceMemoEntries ?? [],
  transcriptEntries: story.transcriptEntries ?? [],
});

/** The story's typed entries, oldest first. */
export const textEntriesOf = (story: StoryDetail): TextEntry[] =>
  [...(story.textEntries ?? [])].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));

/** A write to one story's entries, after which the story (and the lists showing it) are read again. */
const useStoryWrite = <Input>(storyId: string, write: (input: Input) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => refreshStory(queryClient, storyId) });
};

/** Adds a typed entry to the story; the story is read again before the save counts as done. */
export const useAddTextEntry = (storyId: string) =>
  useStoryWrite(storyId, (entry: NewTextEntry) =>
    callEndpoint(stories.updateStory, { params: { id: storyId }, body: { textEntry: entry } }),
  );

/** Rewrites one typed entry's text. */
export const useUpdateTextEntry = (storyId: string, entryId: string) =>
  useStoryWrite(storyId, (content: string) =>
    callEndpoint(stories.updateTextEntry, { params: { id: storyId, entryId }, body: { content } }),
  );

/**
 * Adds a spoken entry under its client-chosen id, so a retried save stores it once. The story is given
 * with the entry: a first memo's story is created only on its save.
 */
export const useAddVoiceMemo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ storyId, memo }: { storyId: string; memo: NewVoiceMemo }) =>
      callEndpoint(stories.createVoiceMemoEntry, { params: { id: storyId }, body: memo }),
    onSuccess: (_entry, { storyId }) => refreshStory(queryClient, storyId),
  });
};

/** Rewrites a spoken entry's text; its recording stays as it was. */
export const useUpdateVoiceMemo = (storyId: string, entryId: string) =>
  useStoryWrite(storyId, (content: string) =>
    callEndpoint(stories.updateVoiceMemoEntry, { params: { id: storyId, entryId }, body: { content } }),
  );

export type Transcribed = ResponseOf<typeof transcribe>;

/**
 * Sends a recording to be transcribed; answers its transcript and kept recording's id. A small one goes as the
 * multipart file `audio` (audio.webm); a larger one (past what a request may carry, a long memo) is PUT straight
 * to storage at the address `transcribe-uploads` gives, then transcribed on the queue (issue 24), since the
 * provider may need longer than a request may last.
 */
export const transcribeRecording = async (recording: Blob): Promise<Transcribed> => {
  if (recording.size <= DIRECT_RECORDING_MAX_BYTES) {
    const form = new FormData();
    form.append('audio', recording, RECORDING_FILE_NAME);
    return callEndpoint(stories.transcribe, { form });
  }
  return transcribeOnQueue(await uploadRecording(recording));
};

/**
 * An uploaded recording's transcription on the transcriptions queue: started (202), then asked after every
 * TRANSCRIPTION_POLL_MS until it is done; a failure throws what `transcribe` would have answered.
 */
const transcribeOnQueue = async (uploadId: string): Promise<Transcribed> => {
  const { jobId } = await callEndpoint(stories.startTranscription, { body: { uploadId } });
  for (;;) {
    const job = await callEndpoint(stories.getTranscription, { params: { jobId } });
    if (job.status === 'completed') {
      const { transcript = '', recordingId, offline } = job;
      return { transcript, ...(recordingId ? { recordingId } : {}), ...(offline ? { offline } : {}) };
    }
    if (job.status === 'failed') throw new ApiError(job.errorMessage ?? '', job.errorStatus ?? 500);
    await new Promise((resolve) => setTimeout(resolve, TRANSCRIPTION_POLL_MS));
  }
};

/**
 * PUTs a recording straight to storage at the address `transcribe-uploads` gives, and answers its upload id
 * (which names it to the transcription, or to a call's recording).
 */
export const uploadRecording = async (recording: Blob): Promise<string> => {
  const contentType = recording.type || 'audio/webm';
  const upload = await callEndpoint(stories.createTranscribeUpload, {
    body: { size: recording.size, contentType },
  });
  // The browser sets Content-Length itself; the signed type is sent as given.
  const headers = Object.fromEntries(
    Object.entries(upload.headers).filter(([name]) => name.toLowerCase() !== 'content-length'),
  );
  const put = await fetch(upload.uploadUrl, { method: 'PUT', headers, body: recording });
  if (!put.ok) throw new Error(`Recording upload failed: ${put.status}`);
  return upload.uploadId;
};

export const useTranscribe = () => useMutation({ mutationFn: transcribeRecording });

/** What the story page can delete of a story's material: its entries, Walt's notes and research reports. */
export type DeletableKind = 'textEntry' | 'voiceMemo' | 'transcript' | 'note' | 'research';

const deleteCall = (storyId: string, kind: DeletableKind, entryId: string) => {
  const params = { id: storyId, entryId };
  switch (kind) {
    case 'textEntry':
      return callEndpoint(stories.deleteTextEntry, { params });
    case 'voiceMemo':
      return callEndpoint(stories.deleteVoiceMemoEntry, { params });
    case 'transcript':
      return callEndpoint(stories.deleteTranscriptEntry, { params });
    case 'note':
      return callEndpoint(notes.deleteNote, { params: { id: entryId } });
    case 'research':
      return callEndpoint(research.deleteReport, { params: { id: entryId } });
  }
};

/** Deletes one item of the story's material (after the confirmation); a failure is logged here. */
export const useDeleteMaterial = (storyId: string, kind: DeletableKind) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) => deleteCall(storyId, kind, entryId),
    onSuccess: () => refreshStory(queryClient, storyId),
    onError: (error) => console.error(`Failed to delete ${kind}`, error),
  });
};
