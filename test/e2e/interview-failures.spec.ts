import type { Page } from '@playwright/test';
import { FAKE_MICROPHONE, signedInNarrator } from './support/narrator.ts';
import { expect, test } from './support/test.ts';

test.use(FAKE_MICROPHONE);

const openCall = async (page: Page) => {
  await signedInNarrator(page);
  await page.goto('/audio-chat/gettingToKnowYou');
  await expect(page.getByRole('button', { name: 'Call Walt' })).toBeEnabled();
};

/** After a failed start the screen is idle again: the start button and "Walt is ready", no clock. */
const expectIdleWith = async (page: Page, message: string) => {
  await expect(page.getByTestId('call-error')).toHaveText(message);
  await expect(page.getByRole('button', { name: 'Call Walt' })).toBeEnabled();
  await expect(page.getByTestId('call-status')).toHaveText('Walt is ready');
  await expect(page.getByText('Click to Start')).toBeVisible();
  await expect(page.getByRole('button', { name: 'End call' })).toHaveCount(0);
};

test.describe('a call that cannot start', () => {
  test('a failing session endpoint shows "Failed to create audio chat session" and stays idle', async ({
    page,
  }) => {
    await openCall(page);
    await page.route('**/api/audio-chat/session', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal error"}' }),
    );
    await page.getByRole('button', { name: 'Call Walt' }).click();
    await expectIdleWith(page, 'Failed to create audio chat session');
  });

  test('an unreachable voice provider shows "Failed to connect to the voice provider API"', async ({
    page,
  }) => {
    await openCall(page);
    let sdpUrl = '';
    await page.route('**/api/audio-chat/session', async (route) => {
      const response = await route.fetch();
      const session = (await response.json()) as { sdpUrl: string };
      sdpUrl = new URL(session.sdpUrl, page.url()).href;
      await page.route(sdpUrl, (sdp) => sdp.abort('connectionrefused'));
      await route.fulfill({ response });
    });
    await page.getByRole('button', { name: 'Call Walt' }).click();
    await expectIdleWith(page, 'Failed to connect to the voice provider API');
    expect(sdpUrl).toMatch(/^https?:\/\//);
  });

  test('an empty SDP answer shows "Received empty SDP answer from server"', async ({ page }) => {
    await openCall(page);
    await page.route('**/api/audio-chat/session', async (route) => {
      const response = await route.fetch();
      const { sdpUrl } = (await response.json()) as { sdpUrl: string };
      await page.route(sdpUrl, (sdp) =>
        sdp.fulfill({ status: 201, contentType: 'application/sdp', body: '' }),
      );
      await route.fulfill({ response });
    });
    await page.getByRole('button', { name: 'Call Walt' }).click();
    await expectIdleWith(page, 'Received empty SDP answer from server');
  });

  test('a refused microphone shows its message and no offer is sent', async ({ page }) => {
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await openCall(page);
    const offers: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['content-type'] === 'application/sdp') offers.push(request.url());
    });
    await page.getByRole('button', { name: 'Call Walt' }).click();
    await expectIdleWith(page, 'Failed to access microphone. Please check your permissions.');
    expect(offers).toEqual([]);
  });

  test('a browser without AudioContext is told so once the call is connected', async ({ page }) => {
    await page.addInitScript(() => {
      Reflect.deleteProperty(window, 'AudioContext');
      Reflect.deleteProperty(window, 'webkitAudioContext');
    });
    await openCall(page);
    await page.getByRole('button', { name: 'Call Walt' }).click();
    await expect(page.getByTestId('call-error')).toHaveText('AudioContext not supported in this browser', {
      timeout: 20_000,
    });
  });
});
