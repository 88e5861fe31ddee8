import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { StatusMessage } from '@/components/status-message';
import { paths } from '@/config/paths';
import { messageOf } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { acceptInvitation, previewInvitation } from '@/lib/queries/family';
import { withReturnPath } from '@/lib/return-path';
import { usePageTitle } from '@/lib/use-page-title';
import { FAMILY_TEXTS, roleName, FAMILY_PAGE_TEXTS as T } from '../texts.ts';

type Preview = Awaited<ReturnType<typeof previewInvitation>>;
type Loaded =
  | { state: 'loading' }
  | { state: 'ready'; preview: Preview }
  | { state: 'invalid'; text: string };

/** Whose invitation the link is; a used, expired or cancelled one answers 410 with the text to show. */
const usePreview = (token: string | null): Loaded => {
  const [loaded, setLoaded] = useState<Loaded>(
    token ? { state: 'loading' } : { state: 'invalid', text: T.noToken },
  );
  useEffect(() => {
    if (!token) return;
    let current = true;
    previewInvitation(token).then(
      (preview) => current && setLoaded({ state: 'ready', preview }),
      (error: unknown) => current && setLoaded({ state: 'invalid', text: messageOf(error, T.noToken) }),
    );
    return () => {
      current = false;
    };
  }, [token]);
  return loaded;
};

/** Signed in: Accept invitation, then the stories shared with them. */
const Accept = ({ token }: { token: string }) => {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const onAccept = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await acceptInvitation(token);
      navigate(paths.shared);
    } catch (failure) {
      setError(messageOf(failure, T.unknownError));
      setBusy(false);
    }
  };
  return (
    <Stack gap="sm" align="flex-start">
      {error && <StatusMessage tone="error">{error}</StatusMessage>}
      <Button size="lg" loading={busy} onClick={() => void onAccept()}>
        {T.acceptInvitation}
      </Button>
    </Stack>
  );
};

/** Signed out: sign in or register, and come back here afterwards. */
const SignInFirst = () => {
  const { pathname, search } = useLocation();
  const back = withReturnPath(`${pathname}${search}`);
  return (
    <Stack gap="md">
      <Text fz="lg">{T.signInToAccept}</Text>
      <Group gap="md">
        <Button component={Link} to={paths.login} state={back} size="lg">
          {T.signIn}
        </Button>
        <Button component={Link} to={paths.register} state={back} size="lg" variant="default">
          {T.register}
        </Button>
      </Group>
    </Stack>
  );
};

/**
 * /family/join?token=… (issue 25): the invitation a relative was mailed. Anyone may open it; accepting needs
 * an account, so a visitor signs in or registers first and is brought back here.
 */
export const JoinRoute = () => {
  usePageTitle(T.joinTitle);
  const [params] = useSearchParams();
  const token = params.get('token');
  const loaded = usePreview(token);
  const { state } = useAuth();
  return (
    <Container size="sm" py={48}>
      <Stack gap="xl">
        <Title order={1}>{T.joinTitle}</Title>
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          {loaded.state === 'loading' && (
            <Text role="status" fz="lg">
              {T.checking}
            </Text>
          )}
          {loaded.state === 'invalid' && <StatusMessage tone="info">{loaded.text}</StatusMessage>}
          {loaded.state === 'ready' && token && (
            <Stack gap="lg">
              <Stack gap="xs">
                <Text fz="xl" fw={600}>
                  {FAMILY_TEXTS.invitationEmailBody(loaded.preview.narratorName)}
                </Text>
                <Text fz="lg">{T.joinAs(loaded.preview.relationship, roleName(loaded.preview.role))}</Text>
              </Stack>
              {state.isAuthenticated ? <Accept token={token} /> : <SignInFirst />}
            </Stack>
          )}
        </Paper>
      </Stack>
    </Container>
  );
};
