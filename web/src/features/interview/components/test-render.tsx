import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { theme } from '@/app/theme';

/** Renders one call-screen piece with the theme and a router. */
export const renderPiece = (ui: ReactNode) =>
  render(
    <MantineProvider theme={theme} env="test">
      <MemoryRouter>{ui}</MemoryRouter>
    </MantineProvider>,
  );
