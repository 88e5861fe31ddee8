import { Button, Card, Group, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { isCreateMode } from '../lib/admin-paths.ts';
import { ADMIN_CONTENT_TEXTS as T } from '../texts.ts';
import { AdminPage } from './admin-page.tsx';
import { ErrorNotice, LoadingNotice } from './error-notice.tsx';

/** The part of an item query an editor reads. */
interface ItemQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data?: T;
}

/** What an editor's form is given: create mode, or the id and the item read. */
export interface EditorTarget<T> {
  creating: boolean;
  id?: string;
  item?: T;
}

interface EditorRouteProps<T> {
  /** Reads the item being edited (not read, `undefined`, in create mode). */
  useItem: (id: string | undefined) => ItemQuery<T>;
  /** The page shown when the item cannot be fetched: its title, back link and what failed. */
  title: string;
  back: { to: string; label: string };
  failedTitle: string;
  form: (target: EditorTarget<T>) => ReactNode;
}

/**
 * An editor screen at …/new (create mode, part B §2) and at …/{id}: the form at once when creating, else
 * the item read first (loading, or the error page whose Retry reloads the page, part B §8).
 */
export const EditorRoute = <T,>({ useItem, title, back, failedTitle, form }: EditorRouteProps<T>) => {
  const { id } = useParams();
  const { pathname } = useLocation();
  const creating = isCreateMode(id, pathname);
  const query = useItem(creating ? undefined : id);
  if (creating || !id) return form({ creating });
  if (query.isPending) return <LoadingNotice />;
  if (query.isError || query.data === undefined)
    return (
      <AdminPage title={title} back={back}>
        <ErrorNotice title={failedTitle} error={query.error} onRetry={() => window.location.reload()} />
      </AdminPage>
    );
  return form({ creating: false, id, item: query.data });
};

interface NameAndDescriptionProps {
  nameLabel: string;
  name: string;
  onName: (name: string) => void;
  description: string;
  onDescription: (description: string) => void;
  /** More fields of the card, after the description. */
  children?: ReactNode;
}

/** The "Basic information" card of an editor: the required name and the description. */
export const NameAndDescription = ({
  nameLabel,
  name,
  onName,
  description,
  onDescription,
  children,
}: NameAndDescriptionProps) => (
  <Stack gap="md">
    <Title order={2} fz="h3">
      {T.basicInformation}
    </Title>
    <TextInput
      label={nameLabel}
      required
      value={name}
      onChange={(event) => onName(event.currentTarget.value)}
    />
    <Textarea
      label={T.description}
      autosize
      minRows={2}
      value={description}
      onChange={(event) => onDescription(event.currentTarget.value)}
    />
    {children}
  </Stack>
);

/** Cancel (back to the list) and the submit button of an editor's form. */
export const EditorActions = ({
  cancelTo,
  form,
  disabled,
  children,
}: {
  cancelTo: string;
  /** The form's id, when the buttons sit outside it. */
  form?: string;
  disabled: boolean;
  children: ReactNode;
}) => (
  <Group justify="flex-end" gap="md">
    <Button component={Link} to={cancelTo} variant="default">
      {T.cancel}
    </Button>
    <Button type="submit" form={form} disabled={disabled}>
      {children}
    </Button>
  </Group>
);

/** A titled card of an editor. */
export const EditorCard = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card withBorder padding="lg">
    <Stack gap="md">
      <Title order={2} fz="h3">
        {title}
      </Title>
      {children}
    </Stack>
  </Card>
);
