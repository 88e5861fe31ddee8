import { Button, Container, Group, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { messageOf } from '@/lib/api-client';
import { resendVerificationRequest } from '@/lib/auth/auth-api';
import { useAuth } from '@/lib/auth/auth-context';
import { VERIFY_BANNER_TEXTS } from '../texts';
import classes from './email-verification-banner.module.css';

/**
 * A calm note for a signed-in user whose address is not verified yet: the account works, but Walt mails
 * nothing else until the link is opened. "Resend link" mails a new one (the server limits how often).
 */
export const EmailVerificationBanner = () => {
  const { state } = useAuth();
  const [busy, setBusy] = useState(false);
  const [reply, setReply] = useState<string | null>(null);
  const user = state.user;
  if (!state.isAuthenticated || !user || user.emailVerified !== false) return null;

  const resend = async () => {
    setBusy(true);
    try {
      setReply((await resendVerificationRequest()).message);
    } catch (error) {
      setReply(messageOf(error, VERIFY_BANNER_TEXTS.failed));
    } finally {
      setBusy(false);
    }
  };

  // In the content column, the width of the header's and the screens' widest column (not the full window).
  return (
    <Container size="lg" pt="md">
      <section className={classes.banner} aria-label="Email verification" data-testid="verify-banner">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconMail size={22} aria-hidden="true" />
          <Text>{VERIFY_BANNER_TEXTS.message(user.email)}</Text>
        </Group>
        <Group gap="sm">
          <Button variant="default" size="sm" onClick={resend} loading={busy} disabled={busy}>
            {busy ? VERIFY_BANNER_TEXTS.busy : VERIFY_BANNER_TEXTS.resend}
          </Button>
          <Text role="status" size="sm">
            {reply}
          </Text>
        </Group>
      </section>
    </Container>
  );
};
