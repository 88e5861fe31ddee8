import { Button, Group, Radio, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { StatusMessage } from '@/components/status-message';
import { TitledSection } from '@/components/titled-section';
import { messageOf } from '@/lib/api-client';
import { type FamilyRole, useInvite } from '@/lib/queries/family';
import { FAMILY_TEXTS, FAMILY_PAGE_TEXTS as T } from '../texts.ts';

export const ROLES: readonly FamilyRole[] = ['reader', 'contributor'];

/** Reader or Contributor, each with what it allows, as two labelled radio buttons. */
export const RoleChoice = ({
  label,
  value,
  onChange,
  disabled,
  withHelp = false,
}: {
  label: string;
  value: FamilyRole;
  onChange: (role: FamilyRole) => void;
  disabled?: boolean;
  withHelp?: boolean;
}) => (
  <Radio.Group label={label} value={value} onChange={(next) => onChange(next as FamilyRole)}>
    <Group gap="xl" mt="xs">
      {ROLES.map((role) => (
        <Radio
          key={role}
          value={role}
          label={FAMILY_TEXTS.roles[role]}
          description={withHelp ? T.roleHelp[role] : undefined}
          disabled={disabled}
          size="md"
        />
      ))}
    </Group>
  </Radio.Group>
);

/** Invite by email, with how the person is related and what they may do. */
export const InviteForm = () => {
  const invite = useInvite();
  const [email, setEmail] = useState('');
  const [relationship, setRelationship] = useState('');
  const [role, setRole] = useState<FamilyRole>('reader');
  const [problem, setProblem] = useState<string>();
  const [sent, setSent] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSent(undefined);
    const missing = !email.trim() ? T.emailMissing : !relationship.trim() ? T.relationshipMissing : undefined;
    setProblem(missing);
    if (missing) return;
    invite.mutate(
      { email: email.trim(), relationship: relationship.trim(), role },
      {
        onSuccess: ({ invitation }) => {
          setSent(T.invitationSent(invitation.email));
          setEmail('');
          setRelationship('');
          setRole('reader');
        },
        onError: (error) => setProblem(messageOf(error, T.unknownError)),
      },
    );
  };

  return (
    <TitledSection titleId="invite-title" title={T.inviteTitle}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md" maw={520}>
          <TextInput
            label={T.emailLabel}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            required
            size="md"
          />
          <TextInput
            label={T.relationshipLabel}
            placeholder={T.relationshipPlaceholder}
            value={relationship}
            onChange={(event) => setRelationship(event.currentTarget.value)}
            maxLength={60}
            required
            size="md"
          />
          <RoleChoice label={T.roleLabel} value={role} onChange={setRole} withHelp />
          {problem && <StatusMessage tone="error">{problem}</StatusMessage>}
          {sent && <StatusMessage tone="success">{sent}</StatusMessage>}
          <Group>
            <Button type="submit" size="md" loading={invite.isPending}>
              {T.sendInvitation}
            </Button>
          </Group>
        </Stack>
      </form>
    </TitledSection>
  );
};
