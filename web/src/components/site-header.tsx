import { Anchor, Button, Container, Group } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { HOME_PATH, paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { Logo } from './logo';
import { LogoutButton } from './logout-button';
import classes from './site-header.module.css';
import { SHELL_TEXTS } from './texts';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * Logo home; signed in: a greeting linking to the profile, the family circle and Logout (which goes to /);
 * else Sign In.
 */
export const SiteHeader = () => {
  const { state, logout } = useAuth();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // From an invitation link, signing in comes back to it, so the relative can accept.
  const signInState = pathname === paths.familyJoin ? { from: `${pathname}${search}` } : undefined;

  const onLogout = () => {
    logout();
    navigate(paths.landing);
  };

  return (
    <header className={classes.header}>
      <a className={classes.skipLink} href={`#${MAIN_CONTENT_ID}`}>
        {SHELL_TEXTS.skipToContent}
      </a>
      <Container size="lg">
        <Group className={classes.inner} justify="space-between" gap="sm">
          <Link
            to={state.isAuthenticated ? HOME_PATH : paths.landing}
            className={classes.homeLink}
            aria-label={SHELL_TEXTS.homeLinkLabel}
          >
            <Logo />
          </Link>
          {state.isAuthenticated ? (
            <Group gap="md" component="nav" aria-label={SHELL_TEXTS.primaryNavigation}>
              <Anchor component={Link} to={paths.profile} fw={600}>
                {SHELL_TEXTS.welcome(state.user?.name)}
              </Anchor>
              <Anchor component={Link} to={paths.family} fw={600}>
                {SHELL_TEXTS.familyCircle}
              </Anchor>
              <LogoutButton onClick={onLogout} />
            </Group>
          ) : (
            pathname !== paths.login && (
              <Button component={Link} to={paths.login} state={signInState} variant="outline">
                {SHELL_TEXTS.signIn}
              </Button>
            )
          )}
        </Group>
      </Container>
    </header>
  );
};
