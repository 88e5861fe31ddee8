import { BACKGROUND_SHORT_RETRIES } from '#shared/constants.ts';
import type { CallApi, NoteAuthor } from './call-api-port.ts';
import type { BackgroundFailure, BackgroundTaskQueue } from './task-queue.ts';
import type { CallNote } from './tools.ts';

/** The part of the call's snapshot the notes panel shows. */
export interface NotesState {
  notes: CallNote[];
  notesLoaded: boolean;
  highlightedNoteIds: string[];
}

export interface CallNotesDeps {
  api: CallApi;
  queue: BackgroundTaskQueue;
  conversationId: string | null;
  storyId: string | null;
  read: () => NotesState;
  write: (patch: Partial<NotesState>) => void;
  log?: (event: BackgroundFailure | string, detail?: unknown) => void;
  /** How long an added or changed note is typed out (part A §9: 5000 ms). */
  highlightMs?: number;
}

/**
 * Walt's notes during a call: loading, adding, editing and removing them through the background queue with
 * the spec's retries, highlighting what changed, and refetching after a failed edit or delete.
 */
export class CallNotes {
  constructor(private readonly deps: CallNotesDeps) {}

  async load(): Promise<void> {
    if (!this.deps.conversationId) return;
    try {
      this.deps.write({ notes: await this.deps.api.listNotes(this.deps.conversationId) });
    } catch (error) {
      this.deps.log?.('notesLoadFailed', error);
    } finally {
      this.deps.write({ notesLoaded: true });
    }
  }

  async add(content: string, createdBy: NoteAuthor): Promise<CallNote> {
    const { api, queue, conversationId, storyId } = this.deps;
    // One id for every try, so a retry after a lost answer stores the note once.
    const id = crypto.randomUUID();
    const note = await queue.run({ id: 'note-add', failureEvent: 'noteFailed', maxRetries: 1 }, () =>
      api.addNote({
        id,
        content,
        conversationId: conversationId ?? '',
        storyId: storyId ?? undefined,
        createdBy,
      }),
    );
    this.deps.write({ notes: [...this.deps.read().notes, note] });
    this.highlight(note.id);
    return note;
  }

  async update(noteId: string, content: string, createdBy: NoteAuthor): Promise<CallNote> {
    try {
      const note = await this.deps.queue.run(
        { id: `note-update-${noteId}`, failureEvent: 'noteUpdateFailed', maxRetries: 1 },
        () => this.deps.api.updateNote(noteId, content, createdBy),
      );
      this.deps.write({ notes: this.deps.read().notes.map((other) => (other.id === noteId ? note : other)) });
      this.highlight(noteId);
      return note;
    } catch (error) {
      await this.load();
      throw error;
    }
  }

  async remove(noteId: string): Promise<void> {
    try {
      await this.deps.queue.run(
        { id: `note-delete-${noteId}`, failureEvent: 'noteDeleteFailed', maxRetries: 1 },
        () => this.deps.api.deleteNote(noteId),
      );
      this.deps.write({ notes: this.deps.read().notes.filter((note) => note.id !== noteId) });
    } catch (error) {
      await this.load();
      throw error;
    }
  }

  /** Queues the analysis of one narrator message; a note Walt takes is fetched and typed out. */
  analyse(messageId: string, context: string): void {
    const conversationId = this.deps.conversationId;
    if (!conversationId) return;
    this.deps.queue.add({
      id: `note-analysis-${messageId}`,
      maxRetries: BACKGROUND_SHORT_RETRIES,
      failureEvent: 'autoNoteFailed',
      run: async () => {
        const before = new Set(this.deps.read().notes.map((note) => note.id));
        const answer = await this.deps.api.analyzeForNotes(conversationId, context);
        if (!answer.shouldTakeNote) return;
        const notes = await this.deps.api.listNotes(conversationId);
        this.deps.write({ notes });
        for (const note of notes) if (!before.has(note.id)) this.highlight(note.id);
      },
    });
  }

  private highlight(noteId: string): void {
    this.deps.write({ highlightedNoteIds: [...this.deps.read().highlightedNoteIds, noteId] });
    setTimeout(
      () =>
        this.deps.write({
          highlightedNoteIds: this.deps.read().highlightedNoteIds.filter((id) => id !== noteId),
        }),
      this.deps.highlightMs ?? 5000,
    );
  }
}
