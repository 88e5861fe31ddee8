import { Button, Group } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { StatusMessage } from '@/components/status-message';
import { downloadText } from '../lib/download.ts';
import { useCopy } from '../lib/use-copy.ts';
import { ARTEFACT_PAGE_TEXTS as T } from '../texts.ts';

/** Copy (shows 'Copied' for 2 s) and Download as `{fileStem}-{YYYY-MM-DD}.txt`, and any further actions. */
export const ContentActions = ({
  content,
  fileStem,
  children,
}: {
  content: string;
  fileStem: string;
  children?: ReactNode;
}) => {
  const { copy, copied, failed } = useCopy();
  return (
    <>
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={
            copied ? <IconCheck size={20} aria-hidden="true" /> : <IconCopy size={20} aria-hidden="true" />
          }
          onClick={() => void copy(content)}
        >
          {copied ? T.copied : T.copy}
        </Button>
        <Button
          variant="default"
          leftSection={<IconDownload size={20} aria-hidden="true" />}
          onClick={() => downloadText(fileStem, content)}
        >
          {T.download}
        </Button>
        {children}
      </Group>
      <div aria-live="polite">{failed && <StatusMessage tone="error">{T.copyFailed}</StatusMessage>}</div>
    </>
  );
};
