import { Anchor, Container, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { Logo } from './logo';
import classes from './site-footer.module.css';
import { FOOTER_TEXTS } from './texts';

interface FooterLink {
  to: string;
  label: string;
}

const quickLinks = (signedIn: boolean, admin: boolean): FooterLink[] => [
  { to: paths.howItWorks, label: FOOTER_TEXTS.howItWorks },
  { to: paths.privacy, label: FOOTER_TEXTS.privacy },
  { to: paths.terms, label: FOOTER_TEXTS.terms },
  ...(signedIn ? [{ to: paths.legacyDashboard, label: FOOTER_TEXTS.legacyDashboard }] : []),
  ...(admin ? [{ to: paths.admin, label: FOOTER_TEXTS.adminDashboard }] : []),
];

/** Logo and tagline, Quick Links (more when signed in or admin), Contact, and the copyright year. */
export const SiteFooter = () => {
  const { state } = useAuth();
  const links = quickLinks(state.isAuthenticated, Boolean(state.isAuthenticated && state.user?.isAdmin));

  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="sm">
            <Logo size={32} />
            <Text>{FOOTER_TEXTS.tagline}</Text>
          </Stack>
          <nav aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links" className={classes.heading}>
              {FOOTER_TEXTS.quickLinks}
            </h2>
            <ul className={classes.links}>
              {links.map((link) => (
                <li key={link.to}>
                  <Anchor component={Link} to={link.to}>
                    {link.label}
                  </Anchor>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 className={classes.heading}>{FOOTER_TEXTS.contact}</h2>
            <Anchor href={`mailto:${env.contactEmail}`}>{env.contactEmail}</Anchor>
          </div>
        </SimpleGrid>
        <Text className={classes.copyright}>{FOOTER_TEXTS.copyright(new Date().getFullYear())}</Text>
      </Container>
    </footer>
  );
};
