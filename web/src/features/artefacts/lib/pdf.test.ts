import { describe, expect, it } from 'vitest';
import { readPdfQrCodes } from '#test/helpers/pdf-qr.ts';
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

  describe('listen links (issue 26)', () => {
    const VOICED = `# Early years

I was born in 1941 in a terraced house on Beeston Hill.

My father sang in the bakery every morning.

- Harold proposed on the pier.
- We married in the rain.

> I remember the smell of bread.`;
    const link = (paragraph: number) => ({
      paragraph,
      url: `https://walt.example/listen/${'tok'.repeat(14)}${paragraph}`,
    });
    const piece = {
      title: 'The Life of Edith',
      narrator: 'Edith Brown',
      date: '1 June 2025',
      markdown: VOICED,
    };

    it('prints a QR code under each voiced paragraph that reads as its listen URL, with the link beneath', async () => {
      // Paragraphs as the sources count them: 0 the heading, 1 and 2 prose, 3 the list, 4 the quote.
      const links = [link(1), link(3), link(4)];
      const bytes = await buildPdf(piece, links);

      const codes = await readPdfQrCodes(bytes);
      const { pages } = await readPdf(bytes);

      expect(codes.flat()).toEqual(links.map(({ url }) => url));
      expect(codes[0]).toEqual([]);
      const body = pages.slice(1).join(' ');
      for (const { url } of links) expect(body).toContain(url);
      expect(body.split('Scan to listen')).toHaveLength(links.length + 1);
      // Each code follows its paragraph and comes before the next.
      const page = pages[1] ?? '';
      expect(page.indexOf('Beeston Hill')).toBeLessThan(page.indexOf(link(1).url));
      expect(page.indexOf(link(1).url)).toBeLessThan(page.indexOf('My father sang'));
      expect(page.indexOf('We married in the rain.')).toBeLessThan(page.indexOf(link(3).url));
      expect(page.indexOf(link(3).url)).toBeLessThan(page.indexOf('I remember the smell of bread.'));
    });

    it('makes each code and link clickable', async () => {
      const bytes = await buildPdf(piece, [link(2)]);

      const { doc } = await readPdf(bytes);
      const uris = doc
        .getPages()
        .flatMap((page) => page.node.Annots()?.asArray() ?? [])
        .map((ref) => String(doc.context.lookup(ref as never)));

      expect(uris).toHaveLength(1);
      expect(uris[0]).toContain(link(2).url);
    });

    it('prints no code without links, and every code of a long piece reads, page after page', async () => {
      expect((await readPdfQrCodes(await buildPdf(piece))).flat()).toEqual([]);

      const long = Array.from({ length: 12 }, (_, index) => `Paragraph ${index} ${'of words '.repeat(40)}`);
      const links = long.map((_, index) => link(index));
      const bytes = await buildPdf({ ...piece, markdown: long.join('\n\n') }, links);

      const codes = await readPdfQrCodes(bytes);
      expect(codes.length).toBeGreaterThan(3);
      expect(codes.flat()).toEqual(links.map(({ url }) => url));
    });
  });
});
