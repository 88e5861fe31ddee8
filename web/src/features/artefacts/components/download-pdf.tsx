import { DownloadPdf as DownloadPiece, pdfDate } from '@/components/download-pdf';
import { useAuth } from '@/lib/auth/auth-context';
import type { PdfListenLink } from '@/lib/pdf';

/** Download PDF of the version shown, with the signed-in narrator's name on its title page. */
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
  return (
    <DownloadPiece
      piece={{ title, narrator: state.user?.name, date: pdfDate(writtenAt), markdown }}
      listenLinks={listenLinks}
    />
  );
};
