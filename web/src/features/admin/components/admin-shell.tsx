import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/NavLink.css';
import { AppShell, Burger, Group, NavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconArrowLeft,
  IconFileText,
  IconHistory,
  IconLayoutDashboard,
  IconRoute,
  IconStar,
  IconTemplate,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ADMIN_TEXTS } from '../texts.ts';

/** Part B §9: the sidebar is a fixed 200 px column on wide screens. */
export const ADMIN_SIDEBAR_WIDTH = 200;

const ITEMS = [
  { to: '/admin', label: ADMIN_TEXTS.nav.dashboard, icon: IconLayoutDashboard, exact: true },
  { to: '/admin/users', label: ADMIN_TEXTS.nav.users, icon: IconUsers },
  { to: '/admin/journeys', label: ADMIN_TEXTS.nav.journeys, icon: IconRoute },
  { to: '/admin/featured-journeys', label: ADMIN_TEXTS.nav.featuredJourneys, icon: IconStar },
  { to: '/admin/paths', label: ADMIN_TEXTS.nav.paths, icon: IconFileText },
  { to: '/admin/formats', label: ADMIN_TEXTS.nav.formats, icon: IconTemplate },
  { to: '/admin/audit', label: ADMIN_TEXTS.nav.audit, icon: IconHistory },
] as const;

const isActive = (pathname: string, item: (typeof ITEMS)[number]) =>
  'exact' in item ? pathname === item.to || pathname === `${item.to}/` : pathname.startsWith(item.to);

/**
 * The admin back-office frame (part B §2 "Admin shell and sidebar"): the side menu with the active item
 * highlighted and 'Back to App'; a slide-in drawer behind a burger on small screens.
 */
export const AdminShell = ({ children }: { children: ReactNode }) => {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: ADMIN_SIDEBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md">
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={ADMIN_TEXTS.nav.toggle}
          />
          <Text fw={700}>{ADMIN_TEXTS.nav.title}</Text>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" component="nav" aria-label={ADMIN_TEXTS.nav.label}>
        {ITEMS.map((item) => {
          const active = isActive(pathname, item);
          return (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={item.label}
              leftSection={<item.icon size={18} aria-hidden="true" />}
              active={active}
              aria-current={active ? 'page' : undefined}
              onClick={close}
            />
          );
        })}
        <NavLink
          component={Link}
          to="/app"
          label={ADMIN_TEXTS.nav.backToApp}
          leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
          mt="auto"
        />
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
};
