import { STORY_ENTRY_TEXTS } from '#shared/texts.ts';
import { RECORDER_TEXTS } from '@/components/texts';

/** Texts of the spoken story screens (part B §2 "Speak and type story entry", §5, §8). */
export const TELL_STORY_TEXTS = {
  tellTitle: 'Tell Your Story',
  addTitle: 'Add to Your Story',
  editTitle: 'Edit Voice Memo',
  tellIntro:
    'Press Start recording and tell Walt a memory in your own words. Walt writes down what you say; you can read it, change it and then save it.',
  addIntro: 'Record another memory for this story. It is saved with everything the story already holds.',
  editIntro: 'Listen to your recording again, change the words Walt wrote down, then save them.',
  ...RECORDER_TEXTS,
  playbackLabel: 'Play your recording',
  wordsTitle: 'Your words',
  noWordsYet: 'Your words appear here once you have recorded them. You can also write them yourself.',
  writeInstead: 'Write it yourself',
  editText: 'Edit text',
  textLabel: 'Your story',
  saveChanges: 'Save Changes',
  cancel: 'Cancel',
  save: 'Save',
  saving: 'Saving...',
  draftRestored: 'We kept the words you had not saved yet.',
  draftHint: 'Your words are kept on this device until you save them.',
  recordSomething: STORY_ENTRY_TEXTS.recordSomething,
  noAudioContext: 'AudioContext not supported in this browser',
  microphoneFailed: 'Failed to access microphone. Please check your permissions.',
  transcribeFailed: 'Failed to transcribe audio. Please try again.',
  saveFailed: 'Failed to save story. Please try again.',
  voiceMemoNotFound: STORY_ENTRY_TEXTS.voiceMemoNotFound,
  backToStory: 'Back to the story',
} as const;
