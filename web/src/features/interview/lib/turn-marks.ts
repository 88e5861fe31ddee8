import type { RecordingMark } from '#shared/schemas/voice.ts';

/** Marks one request may carry (the contract's limit); the rest go with the next segment. */
export const MARKS_PER_SEGMENT = 500;

/**
 * Where each narrator message sits in the call's recording, in milliseconds of the recording's clock: from the
 * start of their turn (the voice detector's `speech_started` for that item, else the moment Walt went back to
 * listening or the previous message arrived) to its end (`speech_stopped`, else the message's arrival). Marks
 * wait here until a segment upload delivers them.
 */
export class TurnMarks {
  private turnBegan = 0;
  private readonly started = new Map<string, number>();
  private readonly stopped = new Map<string, number>();
  private readonly unsent = new Map<string, RecordingMark>();

  speechStarted(itemId: string, at: number): void {
    this.started.set(itemId, at);
  }

  speechStopped(itemId: string, at: number): void {
    this.stopped.set(itemId, at);
  }

  /** Walt went back to listening: a turn without a detected start began here. */
  listening(at: number): void {
    this.turnBegan = Math.max(this.turnBegan, at);
  }

  /** A transcript line arrived; a narrator's gets its mark. */
  message(messageId: string, role: 'user' | 'assistant', at: number): void {
    if (role === 'user') {
      const startMs = Math.round(this.started.get(messageId) ?? this.turnBegan);
      const endMs = Math.max(startMs, Math.round(this.stopped.get(messageId) ?? at));
      this.unsent.set(messageId, { messageId, startMs, endMs });
      this.started.delete(messageId);
      this.stopped.delete(messageId);
    }
    this.turnBegan = Math.max(this.turnBegan, at);
  }

  /** The marks not yet delivered, oldest first, at most what one request may carry. */
  pending(): RecordingMark[] {
    return [...this.unsent.values()].slice(0, MARKS_PER_SEGMENT);
  }

  /** These marks reached the server (a mark replaced meanwhile stays pending). */
  delivered(marks: readonly RecordingMark[]): void {
    for (const mark of marks)
      if (this.unsent.get(mark.messageId) === mark) this.unsent.delete(mark.messageId);
  }
}
