/** Texts of the signed-in home at /app (until the dashboard of the interview issue replaces its body). */
export const HOME_TEXTS = {
  pageTitle: 'Home',
  greeting: (name: string | undefined) => `Welcome back, ${name?.trim() || 'User'}!`,
  intro: 'This is your home in Walt. From here you will talk with Walt and watch your life story take shape.',
  nextTitle: 'What you can do now',
  howItWorks: 'Read how Walt works',
  profile: 'Review your privacy settings',
} as const;
