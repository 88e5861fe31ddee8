import { Anchor, Button, Container, Group } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { Logo } from '@/components/logo';
import { LogoutButton } from '@/components/logout-button';
import { HOME_PATH, paths } from '@/config/paths';
import { INTERVIEW_TEXTS } from '../texts.ts';
import classes from './call-header.module.css';

interface CallHeaderProps {
  name: string | undefined;
  onLogout: () => void;
  onSaveAndExit: () => void;
}

/** The call screen's own header: home, the greeting to the profile, Logout, and Save + Exit. */
export const CallHeader = ({ name, onLogout, onSaveAndExit }: CallHeaderProps) => (
  <header className={classes.header}>
    <Container size="xl">
      <Group justify="space-between" gap="sm" className={classes.inner}>
        <Link to={HOME_PATH} aria-label={INTERVIEW_TEXTS.homeLinkLabel} className={classes.home}>
          <Logo />
        </Link>
        <Group gap="sm" component="nav" aria-label="Call">
          <Anchor component={Link} to={paths.profile} fw={600}>
            {INTERVIEW_TEXTS.welcome(name)}
          </Anchor>
          <LogoutButton onClick={onLogout} />
          <Button onClick={onSaveAndExit} leftSection={<IconDeviceFloppy size={20} aria-hidden="true" />}>
            {INTERVIEW_TEXTS.saveAndExit}
          </Button>
        </Group>
      </Group>
    </Container>
  </header>
);
