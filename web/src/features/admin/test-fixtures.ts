import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { MockAnswer } from '@/test/mock-api';
import { openAdmin } from '@/test/render-app';

interface RetryCase {
  /** The admin screen opened. */
  path: string;
  /** Its list call ("GET /api/admin/…"), failing with a 500 until Retry is pressed. */
  call: string;
  /** The call's answer once it no longer fails. */
  answer: (request: { body: unknown; url: string }) => MockAnswer;
  /** What the alert says about the failure. */
  failed: string;
  /** A text the screen shows once the retried call has answered. */
  shownAfter: string;
}

/** A list screen whose call fails shows `failed` with a Retry that fetches again and then shows the list. */
export const expectRetryAfterFailure = async ({ path, call, answer, failed, shownAfter }: RetryCase) => {
  let failing = true;
  await openAdmin(path, {
    [call]: (request) => (failing ? { status: 500, body: {} } : answer(request)),
  });
  // The app retries a server error twice before it shows it.
  expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(failed);
  failing = false;
  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText(shownAfter)).toBeInTheDocument();
};
