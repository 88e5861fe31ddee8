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
