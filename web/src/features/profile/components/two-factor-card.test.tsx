import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_CONTROL_TEXTS, TWO_FACTOR_TEXTS } from '#shared/texts.ts';
import { aUser } from '@/test/mock-api';
import { openApp } from '@/test/render-app';
import { groupsOfFour } from './two-factor-card';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const OTPAUTH = `otpauth://totp/Walt:ada%40example.com?issuer=Walt&secret=${SECRET}&algorithm=SHA1&digits=6&period=30`;
const RECOVERY = Array.from({ length: 10 }, (_, index) => `abcd${index}-efgh${index}`);
const profileWith = (twoFactorEnabled: boolean) => ({
  body: { ...aUser(), grantedPermissions: {}, twoFactorEnabled },
});
const card = async () =>
  within((await screen.findByRole('heading', { name: 'Two-factor sign-in' })).closest('section')!);

/** Opens /profile with two-factor sign-in on or off and the card's calls answered by `routes`. */
const openProfile = async (twoFactorEnabled: boolean, routes: Parameters<typeof openApp>[1]) => {
  const view = await openApp('/profile', {
    'GET /api/account/sessions': { body: [] },
    'GET /api/profile': profileWith(twoFactorEnabled),
    ...routes,
  });
  return { ...view, section: await card() };
};

type Section = Awaited<ReturnType<typeof card>>;
type User = Awaited<ReturnType<typeof openApp>>['user'];

/** Turn on, then the password, then Continue. */
const turnOnWithPassword = async (section: Section, user: User, password: string) => {
  await user.click(section.getByRole('button', { name: 'Turn on' }));
  await user.type(section.getByLabelText(/^Enter your password to continue/), password);
  await user.click(section.getByRole('button', { name: 'Continue' }));
};

/** The recovery codes listed under `name`, exactly `codes`, in order. */
const expectRecoveryCodes = async (section: Section, name: string, codes: string[]) => {
  const list = await section.findByRole('list', { name });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(codes);
};

describe('two-factor sign-in on /profile', () => {
  it('turns on: password, then the key in groups of 4 with a QR code and link, a code, then the recovery codes once', async () => {
    // Prepare
    const { calls, user, section } = await openProfile(false, {
      'POST /api/account/two-factor/setup': { body: { secret: SECRET, otpauthUrl: OTPAUTH } },
      'POST /api/account/two-factor/enable': { body: { recoveryCodes: RECOVERY } },
    });
    expect(section.getByText('Two-factor sign-in is off.')).toBeInTheDocument();
    // Act: password
    await turnOnWithPassword(section, user, 'my-password-1');
    // Assess: the key
    expect(await section.findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Open in authenticator app' })).toHaveAttribute('href', OTPAUTH);
    // Act: the first code
    await user.type(section.getByLabelText(/^6-digit code from your app/), '123 456');
    await user.click(section.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    // Assess: the codes, then on
    await expectRecoveryCodes(section, 'Your recovery codes', RECOVERY);
    expect(section.getByText(/They are shown only now/)).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(section.queryByText(RECOVERY[0]!)).not.toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url.includes('/two-factor/')).map((call) => call.body)).toEqual([
      { password: 'my-password-1' },
      { code: '123456' },
    ]);
  });

  it('shows a wrong password and a wrong code where they happen', async () => {
    const { router, user, section } = await openProfile(false, {
      'POST /api/account/two-factor/setup': {
        status: 403,
        body: { error: ACCOUNT_CONTROL_TEXTS.wrongPassword },
      },
    });
    await turnOnWithPassword(section, user, 'guess');
    expect(await section.findByRole('alert')).toHaveTextContent(ACCOUNT_CONTROL_TEXTS.wrongPassword);
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('does not send fewer than 6 digits', async () => {
    const { calls, user, section } = await openProfile(false, {
      'POST /api/account/two-factor/setup': { body: { secret: SECRET, otpauthUrl: OTPAUTH } },
    });
    await turnOnWithPassword(section, user, 'my-password-1');
    await user.type(await section.findByLabelText(/^6-digit code from your app/), '12');
    await user.click(section.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(section.getByRole('alert')).toHaveTextContent('Enter the 6 digits from your authenticator app');
    expect(calls.filter((call) => call.url.endsWith('/enable'))).toHaveLength(0);
  });

  it('turns off with the password and a code', async () => {
    // Prepare
    const { calls, user, section } = await openProfile(true, {
      'POST /api/account/two-factor/disable': { body: { message: TWO_FACTOR_TEXTS.turnedOff } },
    });
    // Act
    await user.click(section.getByRole('button', { name: 'Turn off' }));
    await user.type(section.getByLabelText(/^Password/), 'my-password-1');
    await user.type(section.getByLabelText(/^6-digit code from your app/), '654321');
    await user.click(section.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    // Assess
    expect(await section.findByRole('status')).toHaveTextContent(TWO_FACTOR_TEXTS.turnedOff);
    expect(section.getByRole('button', { name: 'Turn on' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((call) => call.url.endsWith('/disable'))?.body).toEqual({
        password: 'my-password-1',
        code: '654321',
      }),
    );
  });

  it('renews the recovery codes with the password and shows the new set once (issue 23)', async () => {
    // Prepare
    const fresh = Array.from({ length: 10 }, (_, index) => `wxyz-abcd-efgh-ijk${index}`);
    const { calls, user, section } = await openProfile(true, {
      'POST /api/account/two-factor/recovery-codes': { body: { recoveryCodes: fresh } },
    });
    // Act: nothing entered is refused here, then the password is sent.
    await user.click(section.getByRole('button', { name: 'Renew recovery codes' }));
    await user.click(section.getByRole('button', { name: 'Get new recovery codes' }));
    expect(section.getByRole('alert')).toHaveTextContent(
      'Enter your password or a code from your authenticator app',
    );
    await user.type(section.getByLabelText(/^Password/), 'my-password-1');
    await user.click(section.getByRole('button', { name: 'Get new recovery codes' }));
    // Assess
    await expectRecoveryCodes(section, 'Your new recovery codes', fresh);
    expect(section.getByText(/Your old recovery codes no longer work/)).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/recovery-codes')).map((call) => call.body)).toEqual([
      { password: 'my-password-1' },
    ]);
    await user.click(section.getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(section.getByRole('button', { name: 'Renew recovery codes' })).toBeInTheDocument();
  });

  it('writes the setup key in groups of 4', () => {
    expect(groupsOfFour('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
  });
});
