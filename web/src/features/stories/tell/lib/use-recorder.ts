// The recorder is shared with the family circle's "Add a memory" (issue 25), so it lives in @/lib.
export { type RecorderPhase, useRecorder } from '@/lib/use-recorder';
