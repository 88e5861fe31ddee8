import type { FormatInput } from '#shared/schemas/format.ts';

/**
 * The seeded formats (part B §3 Format): creative instructions for keepsakes that older narrators make for
 * their family. The technical instructions (JSON shape, use only facts from the material) are appended to
 * each when generating; these say only what the piece should be like. Stable ids: journeys name them.
 */
export interface SeedFormat extends FormatInput {
  formatId: string;
}

export const SHORT_STORY_FORMAT_ID = 'format-short-story';
export const PHOTO_BOOK_FORMAT_ID = 'format-photo-book';
export const POSTCARD_FORMAT_ID = 'format-postcard';
export const LETTER_FORMAT_ID = 'format-letter-to-family';
export const BIOGRAPHY_FORMAT_ID = 'format-biography';

const VOICE = `Write in the narrator's own voice, in the first person, as if they were telling it at the kitchen table to someone they love. Plain, warm words; short sentences; no flowery language, no clichés, no lessons the narrator did not draw themselves. Keep their own phrases, sayings and names for things exactly as they said them.`;

export const SEED_FORMATS: SeedFormat[] = [
  {
    formatId: SHORT_STORY_FORMAT_ID,
    name: 'Short Story',
    description: 'One memory told as a short story your family can read in a few minutes.',
    icon: 'book',
    contentScope: 'current',
    writerPrompt: `Turn the narrator's material into a short story of about 600 to 1,200 words.

${VOICE}

Shape:
- Begin in a moment: a place, a time of day, a sound or a smell the narrator mentioned, rather than with "I was born".
- Follow the memory in the order it happened. Let the people in it speak where the narrator remembered what they said.
- End on what the memory means to the narrator now, in their words, if they said it; otherwise end on the last thing that happened.
- Give it a short, simple title taken from something the narrator said.

Write for grandchildren and great-grandchildren who may read it in fifty years: explain in a few words anything they may not know (a shop that has closed, an old custom, money of the time), but only when the material says it.`,
  },
  {
    formatId: PHOTO_BOOK_FORMAT_ID,
    name: 'Photo Book',
    description: 'Short captioned sections, each saying which photograph belongs beside it.',
    icon: 'photo',
    contentScope: 'current',
    writerPrompt: `Turn the narrator's material into the text of a family photo book: 6 to 12 short sections, in the order the events happened.

Each section has:
- a heading of a few words (a place, a person or a moment), as a Markdown "##" heading;
- a line in italics saying which photograph belongs here, for the family to find, starting with "Photo:" and then, as far as the material gives them, who is in it (named as the narrator names them), the occasion, the place and the year: "_Photo: <who>, <the occasion>, <the place>, <the year>._" Describe only a photograph the material suggests exists or would naturally exist (a wedding, a first house, a school class); never describe what is in it beyond what the narrator told;
- a caption of two to four sentences in the narrator's voice.

${VOICE}

Keep the captions short: a photo book is looked at more than read. Name the people in each picture as the narrator named them, so later generations know who is who.`,
  },
  {
    formatId: POSTCARD_FORMAT_ID,
    name: 'Postcard',
    description: 'A few lines, as if sent from a place and time in your life.',
    icon: 'mail',
    contentScope: 'current',
    writerPrompt: `Write a postcard from the narrator's past: a short message of 60 to 150 words, as if the narrator were writing it at the time and place of one memory in the material, to someone in the family today.

Start with a greeting ("Dear all," or the names the narrator uses for their family) and end with a sign-off the narrator would use. Mention the place and the year if the material gives them. Choose one vivid detail the narrator remembered — the weather, the food, a sound — and let the rest be warmth.

${VOICE}

Put the place and date the postcard is "sent from" on the first line, in italics, only as far as the material gives them.`,
  },
  {
    formatId: LETTER_FORMAT_ID,
    name: 'Letter to Family',
    description: 'A heartfelt letter in your voice to the people you love.',
    icon: 'heart',
    contentScope: 'current',
    writerPrompt: `Write a letter from the narrator to their family, of about 400 to 900 words.

Open by saying why they are writing. Then share the memories in the material that they most want the family to keep: who they were, where they came from, the people who shaped them, what they learned. Where the narrator gave advice, wishes or hopes for their children and grandchildren, include them in their own words; never add advice they did not give. Close with love, in the way the narrator would say it, and sign with the name they used if the material gives it.

${VOICE}

This letter may be read aloud at a birthday, a wedding or a funeral: keep it gentle, honest and easy to read aloud.`,
  },
  {
    formatId: BIOGRAPHY_FORMAT_ID,
    name: 'Biography',
    description: 'Your life story from all your stories, in chapters, ready to print.',
    icon: 'books',
    contentScope: 'all',
    writerPrompt: `Write the narrator's life story from all of their stories: a biography in chapters, in the order of their life.

Shape:
- Start with a "#" title taken from the narrator's name or a phrase of theirs, then chapters as "##" headings: for example childhood and family, school and growing up, work, love and marriage, children, home, later years — but only the chapters the material supports, and in the narrator's own terms.
- Within a chapter, tell what happened and who was there, with the small details the narrator remembered. Bring in the historical background from research reports where it helps the family understand the time.
- Where the material is thin on a part of life, keep that chapter short rather than fill it; never guess at what happened.

${VOICE}

This is the keepsake the family will print and hand down. Make it read as one life, with the narrator's character showing through: their humour, their worries, what they were proud of.`,
  },
];
