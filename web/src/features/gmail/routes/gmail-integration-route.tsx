import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageIntro } from '@/components/page-intro';
import { PageShell } from '@/components/page-shell';
import { gmailKeys } from '@/lib/query-keys';
import { usePageTitle } from '@/lib/use-page-title';
import { NO_INSIGHTS, useExtractFacts, useGmailStatus } from '../api/gmail.ts';
import { type Confirmation, ConfirmModal } from '../components/confirm-modal.tsx';
import { ContactProcessing } from '../components/contact-processing.tsx';
import { GmailPanel } from '../components/gmail-panel.tsx';
import { InsightActions } from '../components/insight-actions.tsx';
import { InsightsSection } from '../components/insights-section.tsx';
import type { Outcome } from '../hooks/use-email-processing.ts';
import { GMAIL_TEXTS, GMAIL_PAGE_TEXTS as T } from '../texts.ts';

const CONNECTED_FLAG = 'gmail_connected';
const ERROR_FLAG = 'gmail_error';

/**
 * Google's consent page sends the browser back with ?gmail_connected=true or ?gmail_error=true (spec part B
 * §2): the first shows 'Gmail connected successfully!' and checks the status again, the second shows the
 * failure. The flags then leave the address (replaced, not pushed), so a reload does not say it twice.
 */
const useReturnFromGoogle = (onNotice: (notice: Outcome) => void) => {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const latest = useRef(onNotice);
  latest.current = onNotice;
  const connected = params.get(CONNECTED_FLAG) === 'true';
  const failed = params.get(ERROR_FLAG) === 'true';
  const hasFlags = params.has(CONNECTED_FLAG) || params.has(ERROR_FLAG);

  useEffect(() => {
    if (!hasFlags) return;
    if (connected) {
      latest.current({ tone: 'success', text: GMAIL_TEXTS.connected });
      void queryClient.invalidateQueries({ queryKey: gmailKeys.status });
    } else if (failed) latest.current({ tone: 'error', text: GMAIL_TEXTS.connectFailed });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CONNECTED_FLAG);
        next.delete(ERROR_FLAG);
        return next;
      },
      { replace: true },
    );
  }, [hasFlags, connected, failed, queryClient, setParams]);
};

/** When the status turns from not connected to connected on this page, the insights are read again (§4). */
const useInsightsOnConnect = () => {
  const status = useGmailStatus();
  const queryClient = useQueryClient();
  const before = useRef<boolean | undefined>(undefined);
  const connected = status.data?.isConnected;
  useEffect(() => {
    if (before.current === false && connected === true)
      void queryClient.invalidateQueries({ queryKey: gmailKeys.insights });
    before.current = connected;
  }, [connected, queryClient]);
};

/**
 * /app/gmail-integration, 'Link Personal Data' (spec part B §2): link or unlink Gmail, process the emails
 * exchanged with one contact (or import a mailbox file), then read the insights, extract biographical facts
 * from them, or delete them all.
 */
export const GmailIntegrationRoute = () => {
  usePageTitle(GMAIL_TEXTS.heading);
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<Outcome | null>(null);
  const [asking, setAsking] = useState<Confirmation | null>(null);
  const extract = useExtractFacts();
  useReturnFromGoogle(setNotice);
  useInsightsOnConnect();

  /** Unlinking and deleting clear the insights and the extracted facts shown (spec part B §4). */
  const clearShown = () => {
    queryClient.setQueryData(gmailKeys.insights, NO_INSIGHTS);
    extract.reset();
  };

  return (
    <PageShell gap="xl" outside={<ConfirmModal asking={asking} onClose={() => setAsking(null)} />}>
      <PageIntro title={GMAIL_TEXTS.heading} intro={T.intro} gap={4} />
      <GmailPanel notice={notice} onNotice={setNotice} onUnlinked={clearShown} confirm={setAsking} />
      <ContactProcessing confirm={setAsking} />
      <InsightsSection />
      <InsightActions extract={extract} onCleared={clearShown} confirm={setAsking} />
    </PageShell>
  );
};
