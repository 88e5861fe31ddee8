import type { Artefact, ArtefactVersion } from '#shared/schemas/artefact.ts';
import type { NarratorFormat } from '#shared/schemas/format.ts';
import { mockApi, signedInAs } from '@/test/mock-api';

export const STORY_ID = 'story-0000-bakery';
export const FORMAT_ID = 'format-short-story';
export const ARTEFACT_ID = 'artefact-0001';
const at = '2025-03-01T09:00:00.000Z';

export const aFormat = (overrides: Partial<NarratorFormat> = {}): NarratorFormat => ({
  id: FORMAT_ID,
  name: 'Short Story',
  description: 'A short story told from your memories.',
  icon: 'book',
  contentScope: 'current',
  createdAt: at,
  ...overrides,
});

export const aVersion = (overrides: Partial<ArtefactVersion> = {}): ArtefactVersion => ({
  id: 'version-1',
  version: 1,
  generatedContent: '## Above the bakery\n\nWe lived above the **bakery** on Cardigan Road.',
  createdAt: at,
  ...overrides,
});

export const anArtefact = (overrides: Partial<Artefact> = {}): Artefact => ({
  id: ARTEFACT_ID,
  name: 'The Bakery Years',
  status: 'completed',
  createdAt: at,
  updatedAt: '2025-03-02T09:00:00.000Z',
  story: { id: STORY_ID, title: 'The bakery years' },
  format: { id: FORMAT_ID, name: 'Short Story', icon: 'book' },
  versions: [aVersion()],
  _count: { versions: 1 },
  ...overrides,
});

type Routes = Parameters<typeof mockApi>[0];

/** The format page's calls: the session, the format, and whatever the test adds. */
export const withFormatPage = (extra: Routes = {}) =>
  mockApi({
    'GET /api/auth/status': signedInAs(),
    [`GET /api/formats/${FORMAT_ID}`]: { body: aFormat() },
    [`GET /api/artefacts/story/${STORY_ID}`]: { body: { artefacts: [], pendingJobs: [] } },
    ...extra,
  });

/** Records what the page hands the browser to save: the file's name and its text. */
export const captureDownloads = () => {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const url = `blob:test/${next++}`;
    blobs.set(url, blob as Blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ name: this.download, blob });
  };
  const restore = () => {
    HTMLAnchorElement.prototype.click = click;
  };
  return { saved, restore };
};

/** A clipboard that accepts (or refuses) what is written to it. */
export const stubClipboard = (refuse = false) => {
  const written: string[] = [];
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: async (text: string) => {
        if (refuse) throw new Error('Denied');
        written.push(text);
      },
    },
  });
  return written;
};
