/**
 * A crude voice-activity detector on the caller's Opus packets: Opus spends few bytes on silence and many on
 * speech, so a run of large packets is taken as speech and a pause without them as its end. Good enough to
 * drive the GA speech events for the offline peer; it never hears words.
 */
export interface VoiceActivityOptions {
  /** Packets larger than this many payload bytes count as voiced. */
  voicedBytes?: number;
  /** Consecutive voiced packets (20 ms each) before speech is reported. */
  startPackets?: number;
  /** Quiet time that ends speech. */
  silenceMs?: number;
}

export class VoiceActivity {
  private run = 0;
  private speaking = false;
  private lastVoiced = 0;
  private readonly timer: NodeJS.Timeout;
  private readonly startedAt = Date.now();

  constructor(
    private readonly onStart: (audioStartMs: number) => void,
    private readonly onStop: (audioEndMs: number) => void,
    private readonly options: VoiceActivityOptions = {},
  ) {
    this.timer = setInterval(() => this.check(), 50);
  }

  packet(payloadBytes: number): void {
    if (payloadBytes <= (this.options.voicedBytes ?? 40)) {
      this.run = 0;
      return;
    }
    this.run += 1;
    this.lastVoiced = Date.now();
    if (!this.speaking && this.run >= (this.options.startPackets ?? 5)) {
      this.speaking = true;
      this.onStart(this.lastVoiced - this.startedAt);
    }
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private check(): void {
    if (this.speaking && Date.now() - this.lastVoiced > (this.options.silenceMs ?? 800)) {
      this.speaking = false;
      this.run = 0;
      this.onStop(Date.now() - this.startedAt);
    }
  }
}
