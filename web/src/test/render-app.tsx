import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect } from 'vitest';
import { routes } from '@/app/routes';
import { theme } from '@/app/theme';
import { SHELL_TEXTS } from '@/components/texts';
import { AuthProvider } from '@/lib/auth/auth-context';
import { adminSession, type MockAnswer, mockApi, signedInAs } from './mock-api';

/** Renders the whole app at `path` (the session check and every call answered by `mockApi`). */
export const renderApp = async (path: string, { waitForSession = true } = {}) => {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <MantineProvider theme={theme} env="test">
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </MantineProvider>,
  );
  if (waitForSession) await waitForSessionCheck();
  return { ...view, router };
};

/** The full-screen "Logging in" loader shows until the session check answers. */
export const waitForSessionCheck = async () => {
  await screen.findByRole('contentinfo');
  expect(screen.queryByText(SHELL_TEXTS.loggingIn)).not.toBeInTheDocument();
};

/**
 * A test's start: `routes` answer the app's calls (the session check by default as the signed-in user of
 * mock-api, unless they answer it), then the app is rendered at `path`, with a user to type and click.
 */
const opening =
  ({ session, waitForSession }: { session: MockAnswer; waitForSession: boolean }) =>
  async (path: string, routes: Parameters<typeof mockApi>[0]) => {
    const api = mockApi({ 'GET /api/auth/status': session, ...routes });
    const view = await renderApp(path, { waitForSession });
    return { ...api, ...view, user: userEvent.setup() };
  };

/** Opens a screen of the site layout, once its session check has answered. */
export const openApp = opening({ session: signedInAs(), waitForSession: true });

/** Opens a screen without the site layout (the call screen): nothing waits for its session check. */
export const openScreen = opening({ session: signedInAs(), waitForSession: false });

/** Opens a screen of the admin area as an administrator. */
export const openAdmin = opening({ session: adminSession, waitForSession: false });
