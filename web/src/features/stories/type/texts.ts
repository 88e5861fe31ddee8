import { STORY_ENTRY_TEXTS } from '#shared/texts.ts';

/** Texts of the typed story screens (part B §2 "Speak and type story entry", §5, §8). */
export const TYPE_STORY_TEXTS = {
  typeTitle: STORY_ENTRY_TEXTS.typeTitle,
  addTitle: STORY_ENTRY_TEXTS.addTitle,
  editTitle: STORY_ENTRY_TEXTS.editTitle,
  typeIntro:
    'Write a memory in your own words, as much or as little as you like. You can add more notes to it afterwards.',
  addIntro: 'Add another note to this story. Everything you have written so far is kept here.',
  editIntro: 'Change the note as you like, then save it.',
  storyLabel: 'Your story',
  noteLabel: 'Your note',
  draftHint: 'What you write is kept on this device until you save it.',
  draftRestored: 'We kept the words you had not saved yet.',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  writeSomething: STORY_ENTRY_TEXTS.writeSomething,
  saveFailed: 'Failed to save story. Please try again.',
  storySaved: 'Saved. Your story is safe.',
  noteSaved: 'Saved. Your note is safe.',
  newNoteTitle: 'Write a new note',
  noNotes: 'This story has no notes yet. Write the first one below.',
  noteHeading: (position: number) => `Note ${position}`,
  edit: 'Edit',
  editNoteLabel: (position: number) => `Edit note ${position}`,
  deleteNoteLabel: (position: number) => `Delete note ${position}`,
  deleteNoteTitle: 'Delete note',
  confirmDeleteTextEntry: STORY_ENTRY_TEXTS.confirmDeleteTextEntry,
  deleteFailed: 'Failed to delete text entry',
  textEntryNotFound: STORY_ENTRY_TEXTS.textEntryNotFound,
  backToArchive: 'Back to Archive',
  backToStory: 'Back to the story',
  storyTitle: (title: string | undefined, id: string) => title?.trim() || `Story ${id.slice(-8)}`,
} as const;

export const entryDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
