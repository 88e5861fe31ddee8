// The recorder panel is shared with the family circle's "Add a memory" (issue 25), so it lives in @/components.
export { RecorderPanel } from '@/components/recorder-panel';
