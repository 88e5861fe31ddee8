import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect } from 'vitest';
import { routes } from '@/app/routes';
import { theme } from '@/app/theme';
import { SHELL_TEXTS } from '@/components/texts';
import { AuthProvider } from '@/lib/auth/auth-context';

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
