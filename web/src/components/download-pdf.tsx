import { Button } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadName, saveFile } from '@/lib/download';
import type { PdfListenLink, PrintablePiece } from '@/lib/pdf';
import { StatusMessage } from './status-message';
import { PDF_TEXTS } from './texts';

/** A date as a PDF's title page writes it: "14 March 2025". */
export const pdfDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * Download PDF: a typeset, print-ready copy of the piece, with a QR code under each paragraph that has a
 * listen link. The PDF library is its own chunk, fetched on the first click, so it never weighs on the pages
 * that do not print.
 */
export const DownloadPdf = ({
  piece,
  listenLinks,
  ariaLabel,
}: {
  piece: PrintablePiece;
  listenLinks?: readonly PdfListenLink[];
  ariaLabel?: string;
}) => {
  const [making, setMaking] = useState(false);
  const [failed, setFailed] = useState(false);
  const onClick = async () => {
    setMaking(true);
    setFailed(false);
    try {
      const { buildPdf } = await import('@/lib/pdf');
      const bytes = await buildPdf(piece, listenLinks);
      saveFile(
        downloadName(piece.title, new Date(), 'pdf'),
        bytes as Uint8Array<ArrayBuffer>,
        'application/pdf',
      );
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
        aria-label={ariaLabel}
      >
        {PDF_TEXTS.downloadPdf}
      </Button>
      {failed && <StatusMessage tone="error">{PDF_TEXTS.pdfFailed}</StatusMessage>}
    </>
  );
};
