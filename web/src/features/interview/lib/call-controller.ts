import { CALL_TIMER_TICK_MS } from '#shared/constants.ts';
import type { CallMessage, NoteAuthor } from './call-api-port.ts';
import {
  type CallControllerDeps,
  type CallSetup,
  type CallSnapshot,
  initialSnapshot,
} from './call-controller-types.ts';
import * as wire from './call-events.ts';
import { type CallPhase, type CallState, callReducer, initialCallState } from './call-lifecycle.ts';
import { CallNotes } from './call-notes.ts';
import { CallQuestionCards } from './call-question-cards.ts';
import { type CallRecorder, recordCall } from './call-recorder.ts';
import { CallSaving } from './call-saving.ts';
import { connectRealtime, openAudioSession } from './call-session.ts';
import { serverToolActions } from './call-tool-actions.ts';
import { savableMessages, transcriptOf } from './call-transcript.ts';
import { CALL_ERRORS, type RealtimeConnection, type RealtimeEvent } from './realtime-connection.ts';
import { RealtimeEventHandler } from './realtime-event-handler.ts';
import { BackgroundTaskQueue } from './task-queue.ts';
import { type CallNote, runTool, type ToolContext } from './tools.ts';
import { HangUpController } from './voice-state.ts';

export type { CallControllerDeps, CallSetup, CallSnapshot } from './call-controller-types.ts';

/**
 * Runs one live interview: the call lifecycle and Walt's tools, wiring in the session (call-session.ts), the
 * Realtime events (realtime-event-handler.ts), the notes (call-notes.ts), the question cards
 * (call-question-cards.ts) and the transcript's saving (call-saving.ts). UI-free: screens subscribe to snapshots.
 */
export class CallController {
  private call: CallState = initialCallState;
  private snapshot: CallSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly queue: BackgroundTaskQueue;
  private readonly hangUp: HangUpController;
  private readonly notes: CallNotes;
  private readonly cards: CallQuestionCards;
  private readonly events: RealtimeEventHandler;
  private connection: RealtimeConnection | undefined;
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly analysed = new Set<string>();
  private readonly saving: CallSaving;
  private readonly log: NonNullable<CallControllerDeps['log']>;
  private recorder: CallRecorder | undefined;

  constructor(
    private readonly setup: CallSetup,
    private readonly deps: CallControllerDeps,
  ) {
    this.log = deps.log ?? ((event, detail) => console.warn(event, detail));
    this.queue = new BackgroundTaskQueue((event, detail) => this.log(event, detail));
    this.hangUp = new HangUpController(
      () => {},
      () => void this.end(),
    );
    this.notes = new CallNotes({
      api: deps.api,
      queue: this.queue,
      conversationId: setup.conversationId,
      storyId: setup.storyId,
      read: () => this.snapshot,
      write: (patch) => this.update(patch),
      log: deps.log,
      highlightMs: deps.highlightMs,
    });
    this.cards = new CallQuestionCards({
      api: deps.api,
      queue: this.queue,
      conversationId: setup.conversationId,
      questions: setup.questions,
      write: (patch) => this.update(patch),
      now: deps.now,
    });
    this.events = new RealtimeEventHandler({
      setVoice: (voice) => this.update({ voice }),
      assistantStoppedSpeaking: () => this.hangUp.assistantStoppedSpeaking(),
      setCaption: (caption) => this.update({ caption }),
      addMessage: (message) => this.addMessage(message),
      runTool: (callId, name, rawArguments) => void this.runToolCall(callId, name, rawArguments),
      log: deps.log,
    });
    this.saving = new CallSaving({
      api: deps.api,
      queue: this.queue,
      conversationId: setup.conversationId,
      storyId: setup.storyId,
      messages: () => this.snapshot.messages,
      setSaving: (saving) => this.update({ saving }),
      log: this.log,
    });
    this.snapshot = initialSnapshot(setup.existingMessages);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): CallSnapshot => this.snapshot;

  private update(patch: Partial<CallSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }

  private dispatch(event: Parameters<typeof callReducer>[1]): void {
    this.call = callReducer(this.call, event);
    this.update({ phase: this.call.phase, error: this.call.error });
  }

  markPathCompleted(): void {
    this.update({ pathCompleted: true });
  }

  loadNotes(): Promise<void> {
    return this.notes.load();
  }

  /** Starts the call; failures return to idle with the spec's message and close what was opened. */
  async start(): Promise<void> {
    if (this.call.phase !== 'idle' && this.call.phase !== 'ended') return;
    this.dispatch({ type: 'start' });
    const conversationId = this.setup.conversationId;
    try {
      const session = await openAudioSession(this.deps.api, conversationId);
      this.update({ offline: session.offline === true });
      const connection = this.deps.connection();
      this.connection = connection;
      await connectRealtime(connection, session, {
        onEvent: (event) => this.handleEvent(event),
        onFailure: (message) => this.fail(message),
        onRemoteStream: this.deps.onRemoteStream,
      });
      if ((this.call.phase as CallPhase) !== 'connecting' || !conversationId) return;
      this.dispatch({ type: 'connected' });
      this.update({ voice: 'listening', elapsedSeconds: 0 });
      this.recorder = recordCall(
        this.deps.recording,
        this.deps.api,
        conversationId,
        connection.stream,
        this.log,
      );
      const limit = session.maxCallSeconds;
      this.timer = setInterval(() => {
        this.update({ elapsedSeconds: this.snapshot.elapsedSeconds + 1 });
        // The call's length (the server's per-call and per-day minutes): ended there, everything said saved.
        if (limit && this.snapshot.elapsedSeconds >= limit)
          void this.end().then(() => this.update({ error: CALL_ERRORS.timeUp(Math.round(limit / 60)) }));
      }, CALL_TIMER_TICK_MS);
      if (session.hasExistingMessages || this.snapshot.messages.length > 0) {
        connection.send(wire.systemMessage(wire.RETURNING_USER_PROMPT));
      } else if (this.setup.introScript?.trim()) {
        connection.send(wire.systemMessage(wire.INTRO_PROMPT));
      }
      connection.send(wire.createResponse());
    } catch (error) {
      this.fail(error instanceof Error ? error.message : CALL_ERRORS.provider);
    }
  }

  private fail(message: string): void {
    if (this.call.phase === 'ended' || this.call.phase === 'ending') return;
    this.recorder?.stop();
    clearInterval(this.timer);
    this.connection?.close();
    this.connection = undefined;
    this.dispatch({ type: 'fail', error: message });
    this.update({ voice: 'inactive' });
  }

  /** Sends a typed turn, for people who would rather type than speak. */
  sendText(text: string): void {
    const trimmed = text.trim();
    if (!trimmed || this.call.phase !== 'active' || !this.connection) return;
    const id = (this.deps.newId ?? (() => crypto.randomUUID()))();
    this.connection.send(wire.userTextMessage(id, trimmed));
    this.connection.send(wire.createResponse());
    this.addMessage({ id, role: 'user', text: trimmed, status: 'final' });
  }

  handleEvent(event: RealtimeEvent): void {
    this.recorder?.observe(event);
    this.events.handle(event);
  }

  private async runToolCall(callId: string, name: string, rawArguments: string | undefined): Promise<void> {
    let output: string;
    try {
      output = await runTool(name, rawArguments, this.toolContext());
    } catch (error) {
      output = `Error: ${error instanceof Error ? error.message : 'the action failed'}`;
      this.update({ voice: 'listening' });
    }
    this.connection?.send(wire.functionOutput(callId, output));
    this.connection?.send(wire.createResponse());
  }

  private toolContext(): ToolContext {
    const { conversationId, storyId, pathId } = this.setup;
    return {
      conversationId,
      storyId,
      pathId,
      notes: this.snapshot.notes,
      questions: this.setup.questions,
      showQuestionCard: (card) => this.cards.show(card),
      addNote: (content) => this.addNote(content, 'walt'),
      updateNote: (noteId, content) => this.updateNote(noteId, content, 'walt'),
      removeNote: (noteId) => this.removeNote(noteId),
      ...serverToolActions(this.deps.api, this.queue, conversationId, {
        conversationCompleted: () => this.deps.onConversationCompleted?.(),
        pathCompleted: () => {
          this.update({ pathCompleted: true });
          this.deps.onPathCompleted?.();
        },
      }),
      requestHangUp: () => this.hangUp.request(),
      earlierNotes: async () => (await this.deps.api.listAllNotes?.()) ?? [],
    };
  }

  addNote(content: string, createdBy: NoteAuthor): Promise<CallNote> {
    return this.notes.add(content, createdBy);
  }

  updateNote(noteId: string, content: string, createdBy: NoteAuthor): Promise<CallNote> {
    return this.notes.update(noteId, content, createdBy);
  }

  removeNote(noteId: string): Promise<void> {
    return this.notes.remove(noteId);
  }

  private addMessage(message: CallMessage): void {
    if (this.snapshot.messages.some((other) => other.id === message.id)) return;
    this.update({ messages: [...this.snapshot.messages, message] });
    this.recorder?.message(message.id, message.role);
    if (message.role === 'user') {
      this.saving.autosave();
      this.analyseForNote(message);
    } else {
      this.cards.consider(message);
    }
  }

  private analyseForNote(message: CallMessage): void {
    if (this.analysed.has(message.id)) return;
    this.analysed.add(message.id);
    this.notes.analyse(message.id, transcriptOf(this.snapshot.messages.slice(-6)));
  }

  /** Ends the call: timer stopped, card cleared, final save with summary, timer reset, research sent. */
  async end(): Promise<void> {
    if (this.call.phase !== 'active' && this.call.phase !== 'connecting') return;
    this.dispatch({ type: 'end' });
    this.hangUp.cancel();
    clearInterval(this.timer);
    this.cards.clear();
    this.update({ voice: 'inactive' });
    this.deps.playHangUpSound?.();
    // The last segment is uploaded in the background: the end does not wait for it.
    this.recorder?.stop();
    this.connection?.close();
    this.connection = undefined;
    const conversationId = this.setup.conversationId;
    const messages = savableMessages(this.snapshot.messages);
    let endError: string | null = null;
    try {
      if (conversationId && messages.length > 0) {
        this.update({ saving: true });
        await this.saving.finish(conversationId);
      }
    } catch (error) {
      endError = CALL_ERRORS.ending(error instanceof Error ? error.message : String(error));
    } finally {
      this.update({ saving: false, elapsedSeconds: 0 });
    }
    if (conversationId && messages.length > 0) this.saving.research(conversationId);
    this.dispatch({ type: 'cleanedUp' });
    if (endError) this.update({ error: endError });
  }

  dispose(): void {
    this.recorder?.stop();
    clearInterval(this.timer);
    this.hangUp.cancel();
    this.connection?.close();
    this.queue.stop();
  }
}
