import { Button } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { StatusMessage } from '@/components/status-message';
import { useAuth } from '@/lib/auth/auth-context';
import type { PdfListenLink } from '@/lib/pdf';
import { downloadName, saveFile } from '../lib/download.ts';
import { ARTEFACT_PAGE_TEXTS as T } from '../texts.ts';

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * Download PDF: a typeset, print-ready copy of the version shown, with a QR code under each paragraph that
 * has a listen link. The PDF library is its own chunk, fetched on the first click, so it never weighs on the
 * pages that do not print.
 */
export const DownloadPdf = ({
  title,
  markdown,
  writtenAt,
  listenLinks,
}: {
  title: string;
  markdown: string;
  writtenAt: string;
  listenLinks: readonly PdfListenLink[];
}) => {
  const { state } = useAuth();
  const [making, setMaking] = useState(false);
  const [failed, setFailed] = useState(false);
  const onClick = async () => {
    setMaking(true);
    setFailed(false);
    try {
      const { buildPdf } = await import('../lib/pdf.ts');
      const bytes = await buildPdf(
        { title, narrator: state.user?.name, date: longDate(writtenAt), markdown },
        listenLinks,
      );
      saveFile(downloadName(title, new Date(), 'pdf'), bytes as Uint8Array<ArrayBuffer>, 'application/pdf');
    } catch {
      setFailed(true);
    } finally {
      setMaking(false);
    }
  };
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={20} aria-hidden="true" />}
        loading={making}
        onClick={() => void onClick()}
      >
        {T.downloadPdf}
      </Button>
      {failed && <StatusMessage tone="error">{T.pdfFailed}</StatusMessage>}
    </>
  );
};
