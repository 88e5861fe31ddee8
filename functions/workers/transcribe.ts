import { runTranscription } from '../core/stories/run-transcription.ts';
import { transcriptionMessage } from '../core/stories/transcription-jobs.ts';
import { worker } from '../edge/worker.ts';

/** Long memos' transcriptions queue consumer: one recording per message (see core/stories/transcription-jobs.ts). */
export const handler = worker({ schema: transcriptionMessage, leaseSeconds: 300, process: runTranscription });
