import { MIN_USER_AGE } from '#shared/constants.ts';

/** Texts of the public pages: landing, how it works, terms and privacy (spec part A §1, §2). */
export const LANDING_TEXTS = {
  pageTitle: 'Your life story',
  headline: 'Your life story, told in your own words.',
  intro:
    'Walt is a friendly AI biographer. Talk or type with Walt, answer one gentle question at a time, and Walt turns your memories into a written biography for the people you love.',
  signIn: 'Sign In',
  createAccount: 'Create Account',
  learnMore: 'Learn more about how it works',
} as const;

export const STEPS_TEXTS = {
  title: 'How It Works',
  steps: [
    {
      title: 'Create your account',
      body: 'Sign up in a minute with your name and email, and choose what you are happy to share.',
    },
    {
      title: 'Talk with Walt',
      body: 'Walt asks about your life, one question at a time. Speak, or type if you prefer, and pause whenever you like.',
    },
    {
      title: 'Read your biography',
      body: 'Walt writes your conversations up as your story. Review it, correct any facts, and keep it for your family.',
    },
  ],
} as const;

export const HOW_IT_WORKS_TEXTS = {
  pageTitle: 'How It Works',
  intro:
    'Walt is an AI interviewer. You hold conversations with Walt by voice or by typing; Walt transcribes them, picks out the facts, and writes your biography from them.',
  topicsTitle: 'What Walt asks about',
  topicsIntro: 'Your story is gathered in four conversations, always in this order:',
  topics: [
    { title: 'Getting to know you', body: 'Walt asks for some basic information about yourself.' },
    {
      title: "Discovering your story's shape",
      body: 'Walt uncovers which classical story structure best fits your life.',
    },
    {
      title: 'Exploring your core story',
      body: 'Together you dive into the key moments and influences of your life.',
    },
    {
      title: 'Context and details',
      body: 'You add richness and context: the places, people and times around you.',
    },
  ],
  controlTitle: 'You stay in charge',
  control: [
    'Pause a conversation at any time and pick it up again later.',
    'Review the facts Walt has gathered and correct anything that is not quite right.',
    'Choose in your profile what, if anything, you share with others.',
  ],
  continueStory: 'Continue Your Story',
  getStarted: 'Get Started',
} as const;

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

export const TERMS_TEXTS = {
  pageTitle: 'Terms of Service',
  intro:
    'These terms explain how you may use Walt and what you can expect from us. Please read them carefully.',
  sections: [
    {
      heading: 'Who can use Walt',
      paragraphs: [
        `You must be at least ${MIN_USER_AGE} years old to create an account and use Walt.`,
        'You are responsible for keeping your password safe and for what happens in your account.',
      ],
    },
    {
      heading: 'Your content belongs to you',
      paragraphs: [
        'You keep full ownership of everything you create with Walt: your recordings, transcripts, notes, stories and biography.',
        'You allow us to store and process your content only so that we can provide the service to you, as described in our Privacy Policy.',
      ],
    },
    {
      heading: 'How Walt works with AI',
      paragraphs: [
        'Walt uses third-party AI providers for voice transcription and text processing. Your words are sent to these providers so that Walt can understand them, ask follow-up questions and write your story.',
        'AI can make mistakes. Please review what Walt writes and correct anything that is not right.',
      ],
    },
    {
      heading: 'Fair use',
      paragraphs: [
        "Please do not use Walt to break the law, to harm others, or to upload content that you have no right to share. Do not try to access other people's accounts or disrupt the service.",
      ],
    },
    {
      heading: 'Ending your account',
      paragraphs: [
        'You may stop using Walt at any time and ask us to delete your account and your content. We may suspend accounts that break these terms.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'If we change these terms in a way that matters, we will tell you before the change takes effect.',
      ],
    },
  ] satisfies LegalSection[],
  contact: 'Questions about these terms? Write to us at',
} as const;

export const PRIVACY_TEXTS = {
  pageTitle: 'Privacy Policy',
  intro:
    'Your life story is personal. This policy explains what we collect, why, who helps us process it, and the choices you have.',
  sections: [
    {
      heading: 'What we collect',
      paragraphs: [
        'Your name, your email address and a securely scrambled version of your password.',
        'What you tell Walt: recordings while a conversation is under way, transcripts, notes, stories and the biography written from them.',
      ],
    },
    {
      heading: 'Your content belongs to you',
      paragraphs: [
        'You keep ownership of your content. We use it only to provide Walt to you, and we never sell it.',
      ],
    },
    {
      heading: 'Third-party AI providers',
      paragraphs: [
        'Walt uses third-party AI providers for voice transcription and text processing. They receive the parts of your conversations needed to transcribe them, to ask follow-up questions and to write your story, and they may not use them for anything else.',
      ],
    },
    {
      heading: 'Your privacy choices',
      paragraphs: [
        'In your profile you decide whether administrators may see your progress, whether they may read your transcripts for support and to improve Walt, and whether your completed stories are shared with the community. You can change these settings at any time.',
      ],
    },
    {
      heading: 'Minimum age',
      paragraphs: [
        `Walt is for people who are at least ${MIN_USER_AGE} years old. We do not knowingly collect information from anyone younger.`,
      ],
    },
    {
      heading: 'Keeping your data safe',
      paragraphs: [
        'Your data is encrypted in transit and at rest, your password is never stored in readable form, and you can ask us to delete your account and content at any time.',
      ],
    },
  ] satisfies LegalSection[],
  contact: 'Questions about your privacy? Write to us at',
} as const;
