import { STEP_TYPE_LABELS } from '#shared/constants.ts';
import {
  ARTEFACT_TEXTS,
  FAMILY_TEXTS,
  JOURNEY_TEXTS,
  STORY_ENTRY_TEXTS,
  STORY_ERRORS,
} from '#shared/texts.ts';

const confirmDelete = (what: string) =>
  `Are you sure you want to delete this ${what}? This action cannot be undone.`;

/** Texts of the story page /story/{id} (part B §2 "Story detail", §4, §5, §8). */
export const STORY_TEXTS = {
  loading: 'Loading your story...',
  unknownError: 'Unknown error',
  storyTitle: (title: string | undefined, id: string) => title?.trim() || `Story ${id.slice(-8)}`,
  backToDashboard: 'Back to Dashboard',
  lifeSoFar: 'Your life so far',
  created: (date: string) => `Started ${date}`,
  // Load errors (§8): every one sends the narrator home, where the text is shown.
  loadErrors: {
    notFound: 'Story not found. This story may have been deleted or you may not have permission to view it.',
    notLoggedIn: 'You need to be logged in to view this story.',
    forbidden: 'You do not have permission to view this story.',
    other: (reason: string | undefined) => `Error loading story: ${reason || 'Unknown error'}`,
    network:
      'An error occurred while loading the story. Please check your internet connection and try again.',
  },
  // Journey progress (§4, §5)
  progressTitle: 'Your journey',
  noJourney: 'This story does not follow a journey. Add to it in any way you like below.',
  stepNumber: (n: number) => `Step ${n}`,
  stepTypeLabel: STEP_TYPE_LABELS,
  stateLabel: { completed: 'Completed', unlocked: 'Ready', locked: 'Locked' },
  locked: JOURNEY_TEXTS.stepLocked,
  notConfigured: JOURNEY_TEXTS.stepNotConfigured,
  interviewWithWalt: 'Talk with Walt',
  typeNote: 'Type a note',
  speakNote: 'Speak a note',
  startResearch: 'Start research',
  startingResearch: 'Starting research...',
  openFormat: 'Open format',
  markComplete: 'Mark as complete',
  markCompleteLabel: (name: string) => `Mark as complete: ${name}`,
  completeFailed: (error: string) => `Failed to complete step: ${error}`,
  formatUrlFailed: (error: string) => `Failed to get format URL: ${error}`,
  openFormatFailed: 'Failed to open format generation',
  addYourOwnNotes: 'Add Your Own Notes',
  addYourOwnNotesText:
    'You have completed every step of this journey. Add anything else you remember, in writing or in your own voice.',
  // Content tabs (§2)
  contentTitle: 'Your material',
  tabs: {
    transcripts: 'Transcripts',
    waltNotes: 'Notes by Walt',
    yourNotes: 'Your Notes',
    research: 'Research',
  },
  noTranscripts: 'No transcripts yet. They appear here after an interview step.',
  transcriptTitle: (pathName: string | undefined) => pathName || 'Conversation with Walt',
  summary: 'Summary',
  showTranscript: 'Show the whole conversation',
  hideTranscript: 'Hide the conversation',
  loadingTranscript: 'Loading the conversation...',
  transcriptFailed: 'The conversation could not be loaded. Please try again.',
  openConversation: 'Open conversation',
  messageCount: (count: number) => (count === 1 ? '1 message' : `${count} messages`),
  you: 'You',
  walt: 'Walt',
  emptyMessage: '[Empty message]',
  noWaltNotes: 'Walt has not taken any notes for this story yet.',
  noYourNotes: 'Nothing written or recorded yet. Type or speak a note to add it here.',
  textEntry: 'Written note',
  voiceMemo: 'Voice memo',
  yourNote: 'Note',
  waltNote: 'Note by Walt',
  recordingLabel: (date: string) => `Recording from ${date}`,
  edit: 'Edit',
  delete: 'Delete',
  deleteLabel: (what: string, date: string) => `Delete ${what} from ${date}`,
  editLabel: (what: string, date: string) => `Edit ${what} from ${date}`,
  // Research (§4, §5, §8)
  noResearch: 'No research yet. Walt can research the places, times and events in your transcripts.',
  researchStatus: {
    pending: 'Waiting for researcher',
    processing: 'Researching',
    completed: 'Completed',
    failed: 'Failed',
  },
  retry: 'Retry',
  retryComingSoon: 'Retrying research is coming soon.',
  noTranscriptsToResearch: STORY_ERRORS.noTranscripts,
  startResearchFailed: 'Failed to start research. Please try again.',
  noResearchTopics: STORY_ERRORS.noResearchTopics,
  researchFailed: (message: string | undefined) => `Research failed: ${message || 'Unknown error'}`,
  researchStarted: (count: number) =>
    count === 1 ? 'Walt is researching 1 topic.' : `Walt is researching ${count} topics.`,
  // Formats (§5)
  formatsTitle: 'Create something from your story',
  formatsLocked: ARTEFACT_TEXTS.noContent,
  addContentFirst: 'Add content first',
  formatsIntro: 'Choose what Walt should make from your story.',
  loadingFormats: 'Loading formats...',
  formatsFailed: 'The formats could not be loaded. Please refresh the page.',
  noFormats: 'No formats are available yet.',
  artefactsTitle: 'Generated for this story',
  loadingArtefacts: 'Loading what Walt has made...',
  artefactsFailed: 'What Walt has made for this story could not be loaded. Please refresh the page.',
  noArtefacts: 'Nothing generated yet. Choose a format above to begin.',
  // Part B §4 artefact job states.
  jobStatus: { pending: 'Waiting for processor', processing: 'Generating' },
  versionCount: (count: number) => (count === 1 ? '1 version' : `${count} versions`),
  updatedOn: (date: string) => `Updated ${date}`,
  // The family circle (issue 25)
  family: {
    title: FAMILY_TEXTS.title,
    sharedOn: 'Your family circle can read this story and its keepsakes.',
    sharedOff: 'Only you can see this story.',
    sharingFailed: 'Sharing could not be changed. Please try again.',
    contributionsTitle: 'Memories your family added',
    answerFailed: 'That did not work. Please try again.',
    manageCircle: 'Manage your family circle',
  },
  // Deletes (§5, §8)
  deleteStory: 'Delete story',
  deleteStoryTitle: 'Delete story',
  confirmDeleteStory:
    'Are you sure you want to delete this story? This will permanently remove all of its content, transcripts and formats. This action cannot be undone.',
  deleteTitles: {
    textEntry: 'Delete note',
    voiceMemo: 'Delete voice memo',
    transcript: 'Delete transcript',
    note: 'Delete note',
    research: 'Delete research report',
  },
  confirmDelete: {
    textEntry: STORY_ENTRY_TEXTS.confirmDeleteTextEntry,
    voiceMemo: confirmDelete('voice memo'),
    transcript: confirmDelete('transcript'),
    note: confirmDelete('note'),
    research: confirmDelete('research report'),
  },
  deleteFailed: {
    textEntry: 'Failed to delete text entry',
    voiceMemo: 'Failed to delete voice memo',
    transcript: 'Failed to delete transcript entry',
    note: 'Failed to delete note',
    research: 'Failed to delete research report. Please try again.',
    story: 'Failed to delete story',
  },
} as const;

export const storyDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
