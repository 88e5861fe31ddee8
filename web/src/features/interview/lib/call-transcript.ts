import type { CallMessage } from './call-api-port.ts';

/** The call's messages as text for the analyses (`user: …` / `assistant: …`, one per line). */
export const transcriptOf = (messages: CallMessage[]) =>
  messages.map((m) => `${m.role}: ${m.text}`).join('\n');

/** The messages the spec saves: those with an id, a role and some text. */
export const savableMessages = (messages: CallMessage[]) =>
  messages
    .filter((message) => message.id && message.role && message.text.trim())
    .map((message) => ({ id: message.id, role: message.role, content: message.text }));

type Savable = ReturnType<typeof savableMessages>[number];

/**
 * What the server has acknowledged of the transcript, so each save sends only what is new or changed since
 * (issue 24): a long interview's saves stay the same size instead of growing with every turn. A failed save
 * acknowledges nothing, so its messages go again with the next one.
 */
export class SavedTranscript {
  private readonly acknowledged = new Map<string, string>();

  /** The savable messages the server does not have as they read now. */
  unsaved(messages: CallMessage[]): Savable[] {
    return savableMessages(messages).filter(
      (message) => this.acknowledged.get(message.id) !== `${message.role}\n${message.content}`,
    );
  }

  acknowledge(sent: Savable[]): void {
    for (const message of sent) this.acknowledged.set(message.id, `${message.role}\n${message.content}`);
  }

  /**
   * Sends what is unsaved through `send`, acknowledged once it went; `always` sends even when nothing is new
   * (the final save, which asks the server to summarise what it stored).
   */
  async deliver(messages: CallMessage[], send: (unsaved: Savable[]) => Promise<void>, always = false) {
    const unsaved = this.unsaved(messages);
    if (unsaved.length === 0 && !always) return;
    await send(unsaved);
    this.acknowledge(unsaved);
  }
}

/**
 * Part A §4: the topics whose research could not be queued, each of which raises researchTopicFailed (logged
 * only). The server queues the topics in the order it lists them, so the ones past `jobsCreated` are those.
 */
export const unqueuedTopics = (answer: { topics: unknown[]; jobsCreated: number } | undefined) =>
  answer ? answer.topics.slice(Math.max(0, answer.jobsCreated)) : [];
