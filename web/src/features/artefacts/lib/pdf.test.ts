import { describe, expect, it } from 'vitest';
import { readPdf } from '#test/helpers/pdf-text.ts';
import { buildPdf } from './pdf.ts';

const MARKDOWN = `_Composed offline from your own words._

# Early years

I was born in 1941 in a terraced house on **Beeston Hill**, the youngest of five.

- Father worked at the bakery.
- Mother sang every morning.

# Marriage

I married Harold at St Mary’s in 1962 and we honeymooned in Scarborough in the rain.`;

describe('print-ready PDF', () => {
  it('has a title page with the name, the narrator and the date, then a page per chapter', async () => {
    const bytes = await buildPdf({
      title: 'The Life of Edith',
      narrator: 'Edith Brown',
      date: '24 November 2026',
      markdown: MARKDOWN,
    });

    const { doc, pages: texts } = await readPdf(bytes);

    expect(doc.getTitle()).toBe('The Life of Edith');
    expect(doc.getAuthor()).toBe('Edith Brown');
    // Title page, the offline label before the first chapter, then one page per chapter.
    expect(doc.getPageCount()).toBe(4);
    expect(texts[0]).toContain('The Life of Edith');
    expect(texts[0]).toContain('Edith Brown');
    expect(texts[0]).toContain('24 November 2026');
    expect(texts[1]).toContain('Composed offline from your own words.');
    expect(texts[2]).toContain('Early years');
    expect(texts[2]).toContain('Beeston Hill');
    expect(texts[2]).toContain('Father worked at the bakery.');
    expect(texts[3]).toContain('Marriage');
    expect(texts[3]).toContain('I married Harold at St Mary’s in 1962');
  });

  it('flows a long chapter over several pages and sets characters the fonts lack as close as it can', async () => {
    const paragraph = 'Every morning the smell of bread came up through the floorboards. '.repeat(12);
    const bytes = await buildPdf({
      title: 'Dvořák in Leeds 🍞',
      narrator: undefined,
      date: '1 June 2025',
      markdown: `# One\n\n${Array.from({ length: 40 }, () => paragraph).join('\n\n')}`,
    });

    const { pages: texts } = await readPdf(bytes);

    expect(texts.length).toBeGreaterThan(3);
    expect(texts[0]).toContain('Dvorák in Leeds ?');
    expect(texts.at(-1)).toContain('floorboards.');
  });
});
