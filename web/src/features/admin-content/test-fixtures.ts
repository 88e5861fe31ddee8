import { screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { AdminFormat as Format } from '@/lib/queries/formats';
import type { Journey, JourneyStep } from '@/lib/queries/journeys';
import { adminSession } from '@/test/mock-api';
import { openAdmin } from '@/test/render-app';
import type { Path } from './api/paths.ts';

const at = '2025-02-01T09:00:00.000Z';

export const asAdmin = { 'GET /api/auth/status': adminSession };

export const aPath = (overrides: Partial<Path> = {}): Path => ({
  id: 'path-school',
  name: 'schoolDays',
  displayName: 'School days',
  instructions: 'Ask gently about school.',
  exitCriteria: '',
  questions: [
    { id: 1, title: 'First school', text: 'Where did you first go to school?' },
    { id: 2, title: 'A teacher', text: 'Which teacher do you remember?' },
    { id: 3, title: 'Friends', text: 'Who were your friends?' },
  ],
  createdAt: at,
  updatedAt: at,
  ...overrides,
});

export const aFormat = (overrides: Partial<Format> = {}): Format => ({
  id: 'format-postcard',
  name: 'Postcard',
  description: 'A short note from the past.',
  writerPrompt: 'Write a postcard.',
  contentScope: 'current',
  createdAt: at,
  ...overrides,
});

export const aStep = (overrides: Partial<JourneyStep> = {}): JourneyStep => ({
  id: 'step-1',
  name: 'Talk with Walt',
  order: 0,
  stepType: 'interview',
  stepConfig: { pathId: 'path-school' },
  ...overrides,
});

export const aJourney = (overrides: Partial<Journey> = {}): Journey => ({
  id: 'journey-war',
  name: 'Wartime childhood',
  description: 'Growing up during the war.',
  featured: false,
  comingSoon: false,
  paths: [{ pathId: 'path-school', order: 0, path: { id: 'path-school', name: 'schoolDays' } }],
  formats: [],
  steps: [],
  createdAt: at,
  updatedAt: at,
  ...overrides,
});

/**
 * jsdom has no layout, so @dnd-kit cannot tell where rows are: each sortable row (and everything in it)
 * is given a 100 px high slot by its `data-sortable-index`, which is enough for keyboard dragging.
 */
export const layOutSortableRows = () =>
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest<HTMLElement>('[data-sortable-index]');
    const top = row ? Number(row.dataset.sortableIndex) * 100 : 0;
    const height = row ? 80 : 0;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: 400,
      height,
      bottom: top + height,
      right: 400,
      toJSON: () => ({}),
    } as DOMRect;
  });

/** A list screen with nothing listed says so (`empty`) and links (`link`) to the new-item editor. */
export const expectEmptyListOffer = async (list: 'journeys' | 'paths', empty: string, link: string) => {
  await openAdmin(`/admin/${list}`, { [`GET /api/${list}`]: { body: [] } });
  expect(await screen.findByText(empty)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', `/admin/${list}/new`);
};
