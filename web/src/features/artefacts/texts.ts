/** Texts of the format generation page and the artefact page (part B §2, §4, §8, §9). */
export const ARTEFACT_PAGE_TEXTS = {
  backToStory: 'Back to Story',
  backToDashboard: 'Back to Dashboard',
  loadingFormat: 'Loading the format...',
  formatFailed: 'This format could not be loaded. Please go back to your story and try again.',
  // Format generation page (§2, §4)
  readyTitle: 'Ready to Generate',
  readyText:
    'Walt will write this from the material of your story: your conversations, notes and recordings. It takes a minute or two.',
  generate: 'Generate',
  progressTitle: 'Walt is writing',
  jobStatus: {
    pending: 'Waiting for processor',
    processing: 'Generating',
  },
  progressText: 'You can stay on this page; the result appears here when it is ready.',
  complete: 'Complete',
  generateAgain: 'Generate Again',
  openArtefact: 'Open the saved copy',
  tryAgain: 'Try Again',
  error: (message: string) => `Error: ${message}`,
  startFailed: 'Failed to start generation',
  generationFailed: 'Generation failed',
  // Copy and Download (§8, §9)
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Failed to copy to clipboard',
  download: 'Download',
  // Artefact page (§2)
  loadingArtefact: 'Loading...',
  fromStory: (title: string) => `From the story "${title}"`,
  untitledStory: 'Untitled story',
  status: { completed: 'Completed', pending: 'Pending', failed: 'Failed' },
  contentTitle: 'Generated content',
  versionHistory: 'Version History',
  versionLabel: (version: number, date: string) => `Version ${version}, ${date}`,
  viewing: 'Viewing',
  latest: 'Latest',
  details: 'Details',
  detailFormat: 'Format',
  detailStory: 'Story',
  detailCreated: 'Created',
  detailUpdated: 'Last Updated',
  notFound: 'Artefact not found',
  noContent: 'This artefact has no content yet.',
  // "Where this came from" (issue 11: grounded writing)
  whereFrom: 'Where this came from',
  sourceKind: {
    message: 'From a conversation with Walt',
    textEntry: 'From a written note',
    voiceMemo: 'From a voice memo',
    note: 'From a note by Walt',
    research: 'From a research report',
    emailInsight: 'From an email',
  },
  /** A note the narrator wrote themselves (`by: 'narrator'`); Walt's notes keep `sourceKind.note`. */
  ownNote: 'From your own note',
  // Voice links (issue 26); the buttons' and links' own texts are VOICE_TEXTS (shared/texts.ts).
  voiceLinksIntro:
    'A voice link lets anyone who opens it hear a paragraph in your own voice. In the PDF each one is a QR code.',
  voiceLinksMade:
    'Voice links made. Each paragraph in your voice has a Listen link, and the PDF prints its QR code.',
  // What the server could not find in the narrator's material (issue 22: keepsakes that invent nothing)
  grounding: {
    title: 'Walt could not find these in what you told it:',
    before: 'You can ',
    correctInStory: 'correct it in your story',
    or: ' or ',
    generateAgain: 'generate it again',
    after: '.',
  },
  // Load errors (§8): every one sends the narrator home, where the text is shown.
  loadErrors: {
    notFound:
      'Artefact not found. This artefact may have been deleted or you may not have permission to view it.',
    notLoggedIn: 'You need to be logged in to view this artefact.',
    forbidden: 'You do not have permission to view this artefact.',
    other: (reason: string | undefined) => `Error loading artefact: ${reason || 'Unknown error'}`,
    network:
      'An error occurred while loading the artefact. Please check your internet connection and try again.',
  },
} as const;

export const artefactDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
