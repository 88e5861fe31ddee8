/** On-screen texts of the live interview (part A §2 "Interview screen"). */
export const INTERVIEW_TEXTS = {
  welcome: (name: string | undefined | null) => `Welcome, ${name?.trim() || 'User'}`,
  saveAndExit: 'Save + Exit',
  homeLinkLabel: 'Walt home',
  fallbackTitle: 'Conversation',
  /** The spinner while the call loads (part A §2 gives it no text: this names it for screen readers). */
  loading: 'Starting the conversation',
  readyToStart: (name: string) => `Ready to start your ${name} conversation.`,
  clickToStart: 'Click to Start',
  callWalt: 'Call Walt',
  endCall: 'End call',
  connecting: 'Connecting…',
  autosaving: 'Autosaving...',
  moreInformationTitle: 'More Information Needed',
  moreInformationText: 'Walt would like to hear a little more before this part of your story is complete.',
  callAgain: 'Call again whenever you are ready.',
  allTopicsTitle: 'All Topics Covered',
  allTopicsText:
    'Walt has gathered everything he needs for this part of your story. Thank you for sharing it.',
  backToStory: 'Back to Story page',
  finishedTitle: 'Thank you — your conversation is saved',
  finishedText:
    'Everything you said has been kept. Walt will turn it into notes and research for your story.',
  completedTitle: 'This part of your story is complete',
  completedText: 'Walt has everything he needs from this conversation.',
  continue: 'Continue',
  notesTitle: "Walt's Notes",
  notesLoading: 'Loading notes...',
  notesEmpty: 'No notes yet. Walt will add notes as you talk!',
  noteByWalt: 'Walt',
  noteByYou: 'You',
  editNote: 'Edit note',
  deleteNote: 'Delete note',
  editPlaceholder: 'Edit note content...',
  save: 'Save',
  cancel: 'Cancel',
  typeLabel: 'Type instead of speaking',
  typePlaceholder: 'Type your answer to Walt here…',
  send: 'Send',
  captionLabel: 'What Walt is saying',
  offlineTitle: 'Walt is working offline',
  offlineNotice:
    "No AI service is connected on this computer, so Walt follows this conversation's questions in order and notes your answers. He cannot hear speech in this mode: please type your answers in the box below.",
  questionLabel: "Walt's question",
  elapsedLabel: 'Call time',
  meterLabel: "Walt's voice level",
  loadFailed: 'Failed to load conversation',
  startFailed: 'Failed to start conversation',
  notesCount: (count: number) => `${count} ${count === 1 ? 'note' : 'notes'}`,
} as const;

/** What the call logs when a save or an analysis is refused (part A §8 "Saving and analysis"; logged only). */
export const CALL_LOG_TEXTS = {
  saveFailed: (status: number) => `Failed to save conversation: ${status}`,
  noteAnalysisFailed: (status: number) => `Note analysis failed: ${status}`,
  questionAnalysisFailed: (status: number) => `Question analysis failed: ${status}`,
} as const;
