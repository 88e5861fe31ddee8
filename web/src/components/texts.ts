/** Texts of the shared UI: loader, header, footer and the not-found screen (spec part A §1, §2). */
export const SHELL_TEXTS = {
  productName: 'Walt',
  loggingIn: 'Logging in',
  homeLinkLabel: 'Walt, home',
  signIn: 'Sign In',
  createAccount: 'Create Account',
  welcome: (name: string | undefined) => `Welcome, ${name?.trim() || 'User'}`,
  logout: 'Logout',
  skipToContent: 'Skip to main content',
  primaryNavigation: 'Main',
  /** FAMILY_TEXTS.title of shared/texts.ts (the header test keeps them equal), written here for the first load. */
  familyCircle: 'Your family circle',
} as const;

export const FOOTER_TEXTS = {
  /**
   * The product tagline (shared/texts.ts TAGLINE, which the footer test keeps equal). Written here because
   * importing shared/texts.ts would bring every shared text into the first download of every page.
   */
  tagline: 'Preserving stories, one life at a time.',
  quickLinks: 'Quick Links',
  contact: 'Contact',
  howItWorks: 'How It Works',
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
  legacyDashboard: 'Legacy Dashboard',
  adminDashboard: 'Admin Dashboard',
  copyright: (year: number) => `© ${year} Walt. All rights reserved.`,
} as const;

export const NOT_FOUND_TEXTS = {
  title: 'Page Not Found',
  body: "The page you're looking for doesn't exist or has been moved",
  home: 'Go to the home page',
} as const;

/** The delete confirmation's buttons (part B §5). */
export const DELETE_TEXTS = {
  cancel: 'Cancel',
  close: 'Close',
  delete: 'Delete',
} as const;

/** A list or page that could not be loaded (part B §8). */
export const LOAD_FAILED_TEXTS = {
  tryAgain: 'Try Again',
} as const;

/** Loading a story for a typed or spoken entry (a story that cannot be loaded sends the narrator home). */
export const STORY_LOAD_TEXTS = {
  loading: 'Loading your story...',
} as const;

/** The recorder of spoken entries (the narrator's /tell-story and a relative's memory, issue 25). */
export const RECORDER_TEXTS = {
  recorderTitle: 'Your recording',
  startRecording: 'Start recording',
  stopRecording: 'Stop recording',
  transcribing: 'Transcribing...',
  recordingNow: 'Recording. Press Stop recording when you have finished.',
  transcribingNow: 'Walt is writing down what you said...',
  recordHint: 'Your browser will ask to use your microphone the first time.',
  meterLabel: 'Your voice level',
} as const;

/** The Download PDF button of an artefact and of a shared keepsake. */
export const PDF_TEXTS = {
  downloadPdf: 'Download PDF',
  pdfFailed: 'The PDF could not be made. Please try again.',
} as const;
