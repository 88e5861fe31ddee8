import { Outlet, useNavigation } from 'react-router-dom';
import { SiteFooter } from '@/components/site-footer';
import { MAIN_CONTENT_ID, SiteHeader } from '@/components/site-header';
import { EmailVerificationBanner } from '@/features/auth/components/email-verification-banner';
import classes from './site-layout.module.css';

/**
 * Every screen: header, the screen itself, footer. A signed-in, unverified user's verification banner opens
 * the main content, in the content column.
 */
export const SiteLayout = () => {
  const navigation = useNavigation();
  const loading = navigation.state === 'loading';
  return (
    <div className={classes.page}>
      {loading && <div className={classes.progress} aria-hidden="true" />}
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} className={classes.main} tabIndex={-1} aria-busy={loading}>
        <EmailVerificationBanner />
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
};
