import { Button, Divider, Input, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { StatusMessage } from '@/components/status-message';
import { createMboxUpload, startGmailProcessing, startMboxProcessing } from '../api/gmail.ts';
import { uploadFile } from '../api/upload-file.ts';
import { ShownError, type StartRun, useEmailProcessing } from '../hooks/use-email-processing.ts';
import { GMAIL_TEXTS, GMAIL_PAGE_TEXTS as T } from '../texts.ts';
import type { Confirmation } from './confirm-modal.tsx';
import { PanelSection } from './panel-section.tsx';
import { ProcessingProgress } from './processing-progress.tsx';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** The mailbox import's run: declare the file, upload it (with its percentage), then stream its processing. */
const mboxRun =
  (file: File, contact: string): StartRun =>
  async (signal, onUpload) => {
    const upload = await createMboxUpload(file, signal);
    onUpload(file.name, 0);
    try {
      await uploadFile(upload.uploadUrl, file, upload.headers, {
        signal,
        onProgress: (percent) => onUpload(file.name, percent),
      });
    } catch (error) {
      if (isAbort(error)) throw error;
      console.error('Uploading the mailbox file failed', error);
      throw new ShownError(T.uploadFailed);
    }
    return startMboxProcessing(upload.uploadId, contact, signal);
  };

/**
 * The contact's email (spec part B §5) and the two ways to process the emails exchanged with them: from the
 * linked Gmail, or from a mailbox export (.mbox, beyond the spec). Both ask first, then show the same
 * progress; the result lands in the insights list below.
 */
export const ContactProcessing = ({ confirm }: { confirm: (confirmation: Confirmation) => void }) => {
  const [contact, setContact] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [runContact, setRunContact] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const fileId = useId();
  const processing = useEmailProcessing();

  /** Checks the address, asks, then runs; the empty address is the spec's own message. */
  const ask = (start: (email: string) => StartRun) => {
    if (processing.running) return;
    const email = contact.trim();
    if (!email) return processing.say({ tone: 'error', text: GMAIL_TEXTS.emailRequired });
    if (form.current && !form.current.reportValidity()) return;
    confirm({
      title: T.confirmProcessTitle,
      message: GMAIL_TEXTS.confirmProcess(email),
      action: T.confirmProcessAction,
      onConfirm: () => {
        setRunContact(email);
        void processing.run(email, start(email));
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    ask((email) => (signal) => startGmailProcessing(email, signal));
  };

  const onImport = () => {
    if (!file) return processing.say({ tone: 'error', text: T.mboxFileRequired });
    ask((email) => mboxRun(file, email));
  };

  return (
    <PanelSection titleId="contact-title" title={T.contactTitle} gap="lg">
      <form ref={form} onSubmit={onSubmit}>
        <Stack gap="md">
          <TextInput
            type="email"
            label={T.contactLabel}
            description={T.contactHelp}
            placeholder={GMAIL_TEXTS.contactPlaceholder}
            value={contact}
            onChange={(event) => setContact(event.currentTarget.value)}
            autoComplete="email"
            disabled={processing.running}
          />
          <Button type="submit" disabled={!contact || processing.running} w="fit-content">
            {GMAIL_TEXTS.process}
          </Button>
        </Stack>
      </form>
      <Divider />
      <Stack gap="sm">
        <Title order={3} fz="h4">
          {T.mboxTitle}
        </Title>
        <Text>{T.mboxIntro}</Text>
        <Input.Wrapper label={T.mboxLabel} labelProps={{ htmlFor: fileId }}>
          <input
            id={fileId}
            type="file"
            accept=".mbox,application/mbox"
            disabled={processing.running}
            onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
            style={{ display: 'block', marginTop: 'var(--mantine-spacing-xs)', fontSize: 'inherit' }}
          />
        </Input.Wrapper>
        <Button
          variant="default"
          leftSection={<IconFileImport size={20} aria-hidden="true" />}
          onClick={onImport}
          disabled={processing.running}
          w="fit-content"
        >
          {T.mboxImport}
        </Button>
      </Stack>
      {processing.stage && (
        <ProcessingProgress stage={processing.stage} contact={runContact} onCancel={processing.cancel} />
      )}
      {processing.outcome && (
        <StatusMessage tone={processing.outcome.tone}>{processing.outcome.text}</StatusMessage>
      )}
    </PanelSection>
  );
};
