import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits until no finite animation or transition is running: a modal fading in is half-transparent, and axe reads
 * its text's contrast against what shows through. Endless ones (a loader's spin) are not waited for.
 */
const settled = async (page: Page): Promise<void> => {
  // Two frames first, so a transition about to begin (a modal's enter state is set a frame after it mounts) has.
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
        ),
    undefined,
    { timeout: 5_000 },
  );
};

/** No serious or critical accessibility violations on the page as it is now, once it has stopped moving. */
export const expectNoSeriousViolations = async (page: Page): Promise<void> => {
  await settled(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
  expect(serious).toEqual([]);
};
