import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { ConfirmDeleteModal } from '@/components/confirm-delete-modal';
import { ContributionCard } from '@/components/contribution-card';
import { LoadFailed } from '@/components/load-failed';
import lists from '@/components/plain-list.module.css';
import { StatusMessage } from '@/components/status-message';
import { TitledSection } from '@/components/titled-section';
import { messageOf } from '@/lib/api-client';
import {
  type FamilyRole,
  type Member,
  useAnswerContribution,
  useCancelInvitation,
  useChangeRole,
  useInvitations,
  useMembers,
  usePendingContributions,
  useRemoveMember,
} from '@/lib/queries/family';
import { FAMILY_TEXTS, familyDate, roleName, FAMILY_PAGE_TEXTS as T } from '../texts.ts';
import { RoleChoice } from './invite-form.tsx';

/** A titled section whose list is loading, failed (with Try Again), empty, or shown. */
const Section = ({
  id,
  title,
  intro,
  query,
  empty,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  query: { isPending: boolean; isError: boolean; refetch: () => unknown; data?: readonly unknown[] };
  empty: string;
  children: ReactNode;
}) => (
  <TitledSection titleId={id} title={title}>
    {intro && <Text>{intro}</Text>}
    {query.isPending ? (
      <Text role="status">{T.loading}</Text>
    ) : query.isError ? (
      <LoadFailed message={T.loadFailed} onRetry={() => void query.refetch()} />
    ) : query.data?.length === 0 ? (
      <Text c="dimmed">{empty}</Text>
    ) : (
      children
    )}
  </TitledSection>
);

/** Why the last change to a section's list failed (`fallback` when the error says nothing), if it did. */
const ChangeFailed = ({
  change,
  fallback,
}: {
  change: { isError: boolean; error: unknown };
  fallback: string;
}) => change.isError && <StatusMessage tone="error">{messageOf(change.error, fallback)}</StatusMessage>;

const MemberRow = ({ member, onRemove }: { member: Member; onRemove: () => void }) => {
  const change = useChangeRole();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>();
  const onRole = (role: FamilyRole) => {
    setNotice(undefined);
    change.mutate(
      { id: member.id, role },
      {
        onSuccess: () => setNotice({ tone: 'success', text: T.roleChanged(member.name, roleName(role)) }),
        onError: (error) => setNotice({ tone: 'error', text: messageOf(error, T.unknownError) }),
      },
    );
  };
  const role = change.isPending && change.variables ? change.variables.role : member.role;
  return (
    <Paper component="li" withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Title order={3} fz="h4">
              {member.name}
            </Title>
            <Text>{member.relationship}</Text>
            <Text c="dimmed" fz="sm">
              {member.email}
            </Text>
          </Stack>
          <Button color="red.9" variant="outline" onClick={onRemove} aria-label={T.removeLabel(member.name)}>
            {FAMILY_TEXTS.remove}
          </Button>
        </Group>
        <RoleChoice
          label={T.memberRoleLabel(member.name)}
          value={role}
          onChange={onRole}
          disabled={change.isPending}
        />
        {notice && <StatusMessage tone={notice.tone}>{notice.text}</StatusMessage>}
      </Stack>
    </Paper>
  );
};

export const MembersSection = () => {
  const members = useMembers();
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<Member>();
  return (
    <Section id="members-title" title={T.membersTitle} query={members} empty={T.noMembers}>
      <ChangeFailed change={remove} fallback={T.unknownError} />
      <ul className={lists.list}>
        {members.data?.map((member) => (
          <MemberRow key={member.id} member={member} onRemove={() => setRemoving(member)} />
        ))}
      </ul>
      <ConfirmDeleteModal
        opened={removing !== undefined}
        title={T.removeTitle}
        message={removing ? T.confirmRemove(removing.name) : ''}
        deleting={remove.isPending}
        confirmLabel={FAMILY_TEXTS.remove}
        onCancel={() => setRemoving(undefined)}
        onConfirm={() => {
          if (removing) remove.mutate(removing.id, { onSettled: () => setRemoving(undefined) });
        }}
      />
    </Section>
  );
};

export const InvitationsSection = () => {
  const invitations = useInvitations();
  const cancel = useCancelInvitation();
  return (
    <Section id="invitations-title" title={T.invitationsTitle} query={invitations} empty={T.noInvitations}>
      <ChangeFailed change={cancel} fallback={T.unknownError} />
      <ul className={lists.list}>
        {invitations.data?.map((invitation) => (
          <Paper component="li" key={invitation.id} withBorder radius="md" p="lg">
            <Group justify="space-between" align="flex-start" gap="sm">
              <Stack gap={2}>
                <Title order={3} fz="h4">
                  {invitation.email}
                </Title>
                <Text>{T.invitationLine(invitation.relationship, roleName(invitation.role))}</Text>
                <Text c="dimmed" fz="sm">
                  {T.expires(familyDate(invitation.expiresAt))}
                </Text>
              </Stack>
              <Button
                variant="default"
                onClick={() => cancel.mutate(invitation.id)}
                loading={cancel.isPending && cancel.variables === invitation.id}
                aria-label={T.cancelLabel(invitation.email)}
              >
                {FAMILY_TEXTS.cancel}
              </Button>
            </Group>
          </Paper>
        ))}
      </ul>
    </Section>
  );
};

export const ContributionsSection = () => {
  const contributions = usePendingContributions();
  const answer = useAnswerContribution();
  const pending = contributions.data?.filter((contribution) => contribution.status === 'pending');
  return (
    <Section
      id="contributions-title"
      title={T.contributionsTitle}
      intro={T.contributionsIntro}
      query={{
        isPending: contributions.isPending,
        isError: contributions.isError,
        refetch: contributions.refetch,
        data: pending,
      }}
      empty={T.noContributions}
    >
      <ChangeFailed change={answer} fallback={T.answerFailed} />
      <ul className={lists.list}>
        {pending?.map((contribution) => (
          <ContributionCard
            key={contribution.id}
            contribution={contribution}
            context={<Text c="dimmed">{T.forStory(contribution.storyTitle?.trim() || T.untitledStory)}</Text>}
            busy={answer.isPending && answer.variables?.id === contribution.id}
            onAnswer={(accept) =>
              answer.mutate({ storyId: contribution.storyId, id: contribution.id, accept })
            }
          />
        ))}
      </ul>
    </Section>
  );
};
