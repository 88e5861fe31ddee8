import { SESSION_TYPES } from '#shared/constants.ts';
import type { StepType } from '#shared/schemas/journey.ts';
import type { PathInput } from '#shared/schemas/path.ts';
import type { StepConfig } from './rules.ts';

/**
 * The seeded journeys (part B §3 Journey), as product content written for older narrators telling their
 * life for their family: plain words, one thing at a time, never a rush.
 *
 * Formats arrive with the artefacts issue. The generateFormat steps name them by the stable ids that issue
 * seeds: `format-short-story` and `format-letter-to-family`.
 */
export const SHORT_STORY_FORMAT_ID = 'format-short-story';
export const LETTER_FORMAT_ID = 'format-letter-to-family';

export interface SeedStep {
  stepId: string;
  name: string;
  description: string;
  stepType: StepType;
  stepConfig: StepConfig;
}
export interface SeedJourney {
  journeyId: string;
  name: string;
  description: string;
  pathIds: string[];
  formatIds: string[];
  comingSoon: boolean;
  steps: SeedStep[];
}

/** Interview paths the thematic journeys' interview steps use, under stable ids. */
export const SEED_JOURNEY_PATHS: Record<string, PathInput> = {
  'seed-family-kitchen': {
    name: 'familyKitchen',
    displayName: 'The Family Kitchen',
    introCardText:
      'A conversation about one dish that means family to you: who made it, where it was eaten, what it smelled like and the people around the table. You do not need to remember exact amounts. "A good handful" is a perfectly good measure.',
    introScript:
      "Hello, it's Walt. Today I'd love to talk about food, and in particular one dish that means family to you. It might be something your mother or grandmother made, something you cooked for your own children, or the dish everyone still asks you for. We'll talk about the recipe, but even more about the kitchen, the table and the people around it. Take your time. Which dish shall we talk about?",
    instructions: `# The Family Kitchen

The narrator is telling the story of one family dish, so that their children and grandchildren can cook it
and know where it came from. The recipe matters, but the people, places and occasions around it matter
more: a recipe card keeps the ingredients, this conversation keeps the family.

## How to interview
- Ask **one question at a time**, in plain, warm words, and keep your own turns short.
- Leave room for silence: memories of smells, hands and kitchens come back slowly.
- Begin with the dish and who made it, then move through the senses (the smell, the sound of the pan, the
  colour), then the occasions, then the people at the table.
- When you reach the recipe, ask for it the way it was really made: "a cup", "until it looks right",
  "she never measured". Never press for precise quantities; ask instead how they knew when it was ready.
- Ask about changes over the generations: what was swapped when times were hard, or in a new country, or
  for a grandchild who would not eat onions.
- If a memory of someone who has died comes up, acknowledge it gently ("It sounds as if she is still in
  that kitchen with you") and let the narrator choose whether to go on.
- Never correct or judge a recipe, a diet or a family custom.

## What to gather
The name of the dish and what the family calls it; who first made it and where the recipe came from; the
kitchen it was made in; the occasions it belonged to; the ingredients and the method as remembered; the
little secrets and mistakes; who made it after; and what the narrator hopes the family will feel when they
cook it.

## Notes
Take a short note with **addNote** for every ingredient, quantity, name, place and occasion, in the
narrator's own words: one line that gives the dish as the family calls it, whose it was, where an ingredient
came from and when it was made, exactly as the narrator gave them.`,
    exitCriteria:
      "Walt knows the dish and what the family calls it, who made it first and where the recipe came from, the kitchen and the occasions it belonged to, the ingredients and method as the narrator remembers them (quantities may be approximate), and at least one story about the people who shared it. Then read the recipe back in the narrator's words so they can correct it, thank them warmly, mark the story path complete and offer to end the call. If the narrator is tired or wants to stop earlier, thank them and offer to end the call without marking the path complete.",
    questions: [
      {
        title: 'The dish',
        text: 'Which dish would you like to tell me about, and what does your family call it?',
      },
      {
        title: 'Who made it first',
        text: 'Who first made it in your family? Where do you think the recipe came from?',
      },
      {
        title: 'The kitchen',
        text: 'Can you describe the kitchen where it was made? What could you see, hear and smell while it was cooking?',
      },
      {
        title: 'The occasions',
        text: 'When was it made: on an ordinary day, on Sundays, for birthdays, on a holiday or a feast day?',
      },
      {
        title: 'How it is made',
        text: 'Walk me through making it the way it was really done. Rough amounts are fine: how did you know when it was ready?',
      },
      {
        title: 'Secrets and mistakes',
        text: 'Is there a secret to getting it right, or a time it went badly wrong that the family still laughs about?',
      },
      {
        title: 'Around the table',
        text: 'Who sat around the table when it was served? Tell me about one of those meals.',
      },
      {
        title: 'Handing it on',
        text: 'Who makes it now? What would you like your family to feel, or remember, when they cook it?',
      },
    ],
  },
  'seed-letters-to-grandchildren': {
    name: 'lettersToGrandchildren',
    displayName: 'Letters to My Grandchildren',
    introCardText:
      'A conversation about what you would like your grandchildren to know: about you, about the world you grew up in, and the things life has taught you. Walt will help you gather your thoughts; the words stay yours.',
    introScript:
      "Hello, it's Walt. Today we're gathering the makings of a letter, or several letters, to your grandchildren. Some things are easier to say in a letter than across the dinner table, and a letter can be read again in twenty years' time. We'll talk about who they are, what you'd like them to know about you, and what life has taught you. Let's start with them: tell me about your grandchildren.",
    instructions: `# Letters to My Grandchildren

The narrator is preparing letters to their grandchildren (or great-grandchildren, or any young people they
love). Your job is to help them find what they want to say, in their own voice, not to write it for them.

## How to interview
- Ask **one question at a time**, in plain, warm words. Keep your own turns short.
- Start with the grandchildren themselves: names, ages, what each is like. A letter is written to someone.
- Ask for small, concrete things rather than big lessons: a day, a place, an object, a saying.
- When the narrator offers advice, ask for the story behind it ("Where did you learn that?").
- Let them speak to one grandchild at a time if they wish; note whom each thought is for.
- Emotions may run high. Acknowledge them simply and never press. It is fine for a letter to say "I love
  you" and little else.
- Never judge family relationships, estrangements or choices; if a grandchild is out of touch, follow the
  narrator's lead.

## What to gather
The grandchildren's names and what the narrator loves in each; what the world was like when the narrator
was their age; a few stories they want passed on; the lessons, hopes and wishes they want to leave; and the
words they want each letter to end with.

## Notes
Take a short note with **addNote** for each grandchild, each story and each wish, saying first whom it is
for (the grandchild's name as the narrator says it), then the story or wish in a few of the narrator's own
words.`,
    exitCriteria:
      'Walt knows whom the letters are for, what the narrator loves in each of them, at least two stories the narrator wants to pass on, and the hopes or wishes they want to leave, with a closing line for at least one letter. Then read back the main points for each grandchild, thank the narrator warmly, mark the story path complete and offer to end the call. If the narrator wants to stop earlier, thank them and offer to end the call without marking the path complete.',
    questions: [
      {
        title: 'Who the letters are for',
        text: 'Tell me about your grandchildren. What are their names, and what is each of them like?',
      },
      {
        title: 'When you were their age',
        text: 'What was your life like when you were about their age? What would surprise them most?',
      },
      {
        title: 'A story to pass on',
        text: 'Is there a story about you, or about the family, that you would like them to know and to tell one day?',
      },
      {
        title: 'What life has taught you',
        text: 'What has life taught you that you wish someone had told you sooner? Where did you learn it?',
      },
      {
        title: 'Hopes for them',
        text: 'What do you hope for each of them as they grow up?',
      },
      {
        title: 'The last words',
        text: 'If each letter could end with one sentence from you, what would you want it to say?',
      },
    ],
  },
};

/** The featured journeys, in their featured order: the life story first, then the thematic ones. */
export const SEED_JOURNEYS: SeedJourney[] = [
  {
    journeyId: 'seed-life-story',
    name: 'Your Life Story',
    description:
      'Tell the story of your life from the beginning, in four unhurried conversations with Walt: getting to know you, finding the shape of your story, exploring its heart, and adding the context and details that bring it to life.',
    // The four guided conversation sections' seeded paths (functions/core/paths/seed.ts), in order.
    pathIds: SESSION_TYPES.map((sessionType) => `seed-${sessionType}`),
    formatIds: [SHORT_STORY_FORMAT_ID],
    comingSoon: false,
    steps: [],
  },
  {
    journeyId: 'seed-family-kitchen',
    name: 'The Family Kitchen',
    description:
      'Keep a family recipe and the story around it: who made it, the kitchen it came from, the occasions it belonged to and the people around the table. Your family will be able to cook it, and know where it came from.',
    pathIds: [],
    formatIds: [SHORT_STORY_FORMAT_ID],
    comingSoon: false,
    steps: [
      {
        stepId: 'seed-family-kitchen-interview',
        name: 'Talk with Walt about the dish',
        description:
          'A relaxed conversation about one dish that means family to you, the people who made it and the table it was served at.',
        stepType: 'interview',
        stepConfig: { pathId: 'seed-family-kitchen' },
      },
      {
        stepId: 'seed-family-kitchen-recipe',
        name: 'Write down the recipe',
        description:
          'Type or speak the recipe the way it was really made. "A good handful" and "until it looks right" are welcome; add any tips, or the names of the people who taught you.',
        stepType: 'addNotes',
        stepConfig: {},
      },
      {
        stepId: 'seed-family-kitchen-research',
        name: 'Discover where the dish comes from',
        description:
          "Walt looks into the history of the dish, the places it is tied to and how people cooked and ate in your family's time, to add background to your story.",
        stepType: 'research',
        stepConfig: {},
      },
      {
        stepId: 'seed-family-kitchen-story',
        name: 'Make it a keepsake story',
        description: 'Turn the recipe and its memories into a short story your family can keep and share.',
        stepType: 'generateFormat',
        stepConfig: { formatId: SHORT_STORY_FORMAT_ID },
      },
    ],
  },
  {
    journeyId: 'seed-letters-to-grandchildren',
    name: 'Letters to My Grandchildren',
    description:
      'Gather the stories, lessons and wishes you would like your grandchildren to have, and turn them into letters they can read now and keep for years to come.',
    pathIds: [],
    formatIds: [LETTER_FORMAT_ID],
    comingSoon: true,
    steps: [
      {
        stepId: 'seed-letters-interview',
        name: 'Talk with Walt about your grandchildren',
        description:
          'Talk about who your grandchildren are, the world you grew up in, and what you would most like them to know.',
        stepType: 'interview',
        stepConfig: { pathId: 'seed-letters-to-grandchildren' },
      },
      {
        stepId: 'seed-letters-notes',
        name: 'Add your own words',
        description:
          'Write or speak anything you want to be sure is in the letters: a saying, a wish, a memory.',
        stepType: 'addNotes',
        stepConfig: {},
      },
      {
        stepId: 'seed-letters-letter',
        name: 'Write the letters',
        description:
          'Walt drafts a letter in your voice from everything you have shared, for you to read and change.',
        stepType: 'generateFormat',
        stepConfig: { formatId: LETTER_FORMAT_ID },
      },
    ],
  },
];
