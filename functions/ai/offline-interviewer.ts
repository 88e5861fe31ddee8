import type { InterviewBrief, InterviewQuestion } from './realtime-session.ts';
import { isGoodbye, isSubstantive, noteFrom, places } from './text.ts';
import type { ToolName } from './tools.ts';

export type InterviewStep =
  | { kind: 'speak'; text: string }
  | { kind: 'call'; name: ToolName; arguments: Record<string, unknown> };

/** The path question where the contradictions are confirmed (the Getting the details right step). */
const DETAILS = /getting the details right/i;

const THANKS = [
  'Thank you, that paints a vivid picture.',
  'Thank you for sharing that with me.',
  'That is a wonderful memory, thank you.',
  'I can hear how much that meant to you.',
];

/**
 * The offline interviewer behind the local realtime peer: asks the path's questions in order (askQuestion),
 * notes each substantive answer (addNote), completes questions, marks the path complete after the last,
 * names the story and hangs up on goodbye. Each `response.create` takes the next step of the current plan.
 */
export class OfflineInterviewer {
  private readonly plan: InterviewStep[] = [];
  private current: InterviewQuestion | undefined;
  private readonly completed = new Set<number>();
  private opened = false;
  private pathComplete = false;
  private answers = 0;
  private readonly heard: string[] = [];
  /** Open threads still to ask before the path's questions (sessions after the first). */
  private readonly threads: { id: string; question: string }[];
  /** Contradictions still to confirm at "Getting the details right". */
  private readonly confirmations: { id: string; question: string }[];
  private askingThread = false;
  private confirming = false;

  constructor(private readonly brief: InterviewBrief) {
    for (const id of brief.coveredQuestionIds ?? []) this.completed.add(id);
    // One open thread per session, before the path: gentle, and the rest wait for later sessions.
    this.threads = brief.firstSession === false ? (brief.threads ?? []).slice(0, 1) : [];
    this.confirmations = [...(brief.confirmations ?? [])];
  }

  /** The next thing Walt does when a response is requested. */
  nextStep(): InterviewStep {
    const planned = this.plan.shift();
    if (planned) return planned;
    if (!this.opened) {
      this.opened = true;
      return { kind: 'speak', text: this.opening() };
    }
    return { kind: 'speak', text: 'I am listening. Take all the time you need.' };
  }

  /** A narrator's turn (typed, or transcribed): plans Walt's next steps. */
  hearUser(text: string): void {
    this.plan.length = 0;
    this.opened = true;
    if (isGoodbye(text)) {
      this.plan.push(
        { kind: 'call', name: 'hangUp', arguments: { reason: 'The narrator said goodbye.' } },
        { kind: 'speak', text: `Thank you${this.who()}. It has been a pleasure listening. Goodbye for now.` },
      );
      return;
    }
    this.heard.push(text);
    if (this.askingThread) {
      this.askingThread = false;
      if (isSubstantive(text))
        this.plan.push({ kind: 'call', name: 'addNote', arguments: { content: noteFrom(text) } });
      this.askNext(THANKS[this.answers++ % THANKS.length]!);
      return;
    }
    if (this.confirming && this.current) {
      if (isSubstantive(text))
        this.plan.push({ kind: 'call', name: 'addNote', arguments: { content: noteFrom(text) } });
      const next = this.confirmations.shift();
      if (next) {
        this.plan.push({ kind: 'speak', text: `Thank you. ${next.question}` });
        return;
      }
      this.confirming = false;
    }
    if (!this.current) {
      if (this.pathComplete) {
        if (isSubstantive(text))
          this.plan.push({ kind: 'call', name: 'addNote', arguments: { content: noteFrom(text) } });
        this.plan.push({
          kind: 'speak',
          text: 'Thank you. Is there anything else you would like to add before we say goodbye?',
        });
        return;
      }
      this.askNext('');
      return;
    }
    if (!isSubstantive(text)) {
      this.plan.push({ kind: 'speak', text: 'Take your time. Could you tell me a little more about that?' });
      return;
    }
    const answered = this.current;
    this.plan.push(
      { kind: 'call', name: 'addNote', arguments: { content: noteFrom(text) } },
      { kind: 'call', name: 'completeQuestion', arguments: { questionId: answered.id } },
    );
    this.completed.add(answered.id);
    this.current = undefined;
    this.askNext(THANKS[this.answers++ % THANKS.length]!);
  }

  /** The result of a tool call; the offline interviewer only needs to know it happened. */
  toolResult(_name: string, _output: string): void {}

  private askNext(preface: string): void {
    // In every session after the first, an open thread comes before the path's questions.
    const thread = this.threads.shift();
    if (thread) {
      this.askingThread = true;
      this.plan.push({ kind: 'speak', text: `${preface ? `${preface} ` : ''}${thread.question}` });
      return;
    }
    const start = this.brief.nextQuestionId ?? this.brief.currentQuestionId ?? 1;
    const next =
      this.brief.questions.find((question) => !this.completed.has(question.id) && question.id >= start) ??
      this.brief.questions.find((question) => !this.completed.has(question.id));
    if (next) {
      this.current = next;
      const confirmation = DETAILS.test(next.title) ? this.confirmations.shift() : undefined;
      this.confirming = confirmation !== undefined;
      this.plan.push(
        { kind: 'call', name: 'askQuestion', arguments: { questionId: next.id } },
        { kind: 'speak', text: `${preface ? `${preface} ` : ''}${confirmation?.question ?? next.text}` },
      );
      return;
    }
    if (this.brief.questions.length === 0 && !this.pathComplete) {
      this.pathComplete = true;
      this.plan.push({
        kind: 'speak',
        text: `${preface ? `${preface} ` : ''}Tell me more about anything you would like to remember.`,
      });
      return;
    }
    this.pathComplete = true;
    this.plan.push(
      {
        kind: 'call',
        name: 'markStoryPathComplete',
        arguments: {
          summary: `Covered all ${this.brief.questions.length} questions of ${this.brief.title}.`,
        },
      },
      { kind: 'call', name: 'nameStory', arguments: { title: this.storyTitle() } },
      {
        kind: 'speak',
        text: `${preface ? `${preface} ` : ''}We have covered everything I hoped to ask in this conversation. Is there anything else you would like to add, or shall we say goodbye for today?`,
      },
    );
  }

  private opening(): string {
    if (this.brief.returning || this.brief.firstSession === false)
      return `Welcome back${this.who()}. It is lovely to hear from you again. Shall we carry on where we left off?`;
    return (
      this.brief.introScript?.trim() ||
      `Hello${this.who()}, I am Walt. Today's conversation is ${this.brief.title}. There are no right or wrong answers, and we can go at whatever pace suits you. Are you ready to begin?`
    );
  }

  private who(): string {
    return this.brief.narratorName ? `, ${this.brief.narratorName.split(' ')[0]}` : '';
  }

  private storyTitle(): string {
    const place = places(this.heard.join(' '))[0];
    const first = this.brief.narratorName?.split(' ')[0];
    if (place) return first ? `${first}: A Life from ${place}` : `A Life from ${place}`;
    return first ? `${first}'s Story` : 'My Life Story';
  }
}
