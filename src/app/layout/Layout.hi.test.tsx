import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../i18n';
import { watchMySuspension } from '../../services/suspensions';
import { renderWithRouter } from '../../testing/render';
import { Footer } from './Footer';
import { OfflineNotice } from './OfflineNotice';
import { SuspensionBanner } from './SuspensionBanner';
import { TopBar } from './TopBar';

vi.mock('../../services/suspensions', () => ({ watchMySuspension: vi.fn() }));

beforeEach(async () => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  await activateLanguage('hi');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the layout in Hindi', () => {
  it('the top bar names its links, the Register menu and the account action in Hindi', async () => {
    const { user } = renderWithRouter(<TopBar />, { path: '/team' });
    const nav = within(screen.getByRole('navigation', { name: 'मुख्य लिंक' }));
    expect(nav.getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'हमारे बारे में' })).toHaveAttribute('href', '/#about');
    expect(nav.getByRole('link', { name: 'सेवाएं' })).toHaveAttribute('href', '/services');
    expect(nav.getByRole('link', { name: 'टीम' })).toHaveAttribute('href', '/team');
    expect(screen.getByRole('link', { name: 'लॉग इन करें' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'मेन्यू खोलें' })).toBeInTheDocument();
    // The brand stays in Latin letters.
    expect(screen.getByRole('link', { name: 'FoodBridge' })).toHaveAttribute('href', '/');

    await user.click(nav.getByRole('button', { name: 'रजिस्टर करें' }));
    expect(screen.getByRole('link', { name: 'एनजीओ' })).toHaveAttribute('href', '/ngo-register');
    expect(screen.getByRole('link', { name: 'दाता' })).toHaveAttribute('href', '/donor-register');
  });

  it('the phone menu says who is signed in, in Hindi', async () => {
    const { user } = renderWithRouter(<TopBar />, {
      auth: { user: { uid: 'u1', email: 'asha@example.org', displayName: 'Asha' }, role: 'donor' },
    });
    await user.click(screen.getByRole('button', { name: 'मेन्यू खोलें' }));
    const menu = within(screen.getByRole('dialog', { name: 'मेन्यू' }));
    expect(menu.getByText('Asha').parentElement).toHaveTextContent('Asha के नाम से लॉग इन हैं');
    expect(menu.getByRole('button', { name: 'मेन्यू बंद करें' })).toBeInTheDocument();
  });

  it('the footer shows its links, newsletter and copyright in Hindi', () => {
    renderWithRouter(<Footer />);
    const nav = within(screen.getByRole('navigation', { name: 'पेज के नीचे के लिंक' }));
    expect(nav.getByRole('heading', { name: 'जानें' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'हमारी टीम' })).toHaveAttribute('href', '/team');
    expect(nav.getByRole('link', { name: 'संपर्क करें' })).toHaveAttribute('href', '/contactus');
    expect(nav.getByRole('link', { name: 'खाता बनाएं' })).toHaveAttribute('href', '/registration');
    expect(nav.getByRole('link', { name: 'प्राइवेसी पॉलिसी' })).toHaveAttribute('href', '/privacypolicy');
    expect(nav.getByRole('link', { name: 'नियम और शर्तें' })).toHaveAttribute('href', '/termsandconditions');

    const form = within(screen.getByRole('form', { name: 'न्यूज़लेटर' }));
    expect(form.getByLabelText('ईमेल पता')).toHaveAttribute('type', 'email');
    expect(form.getByRole('button', { name: 'सदस्य बनें' })).toBeInTheDocument();

    const discord = screen.getByRole('link', { name: 'Discord पर FoodBridge' });
    expect(discord).toHaveAccessibleDescription('नए टैब में खुलता है');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} FoodBridge Foundation. सर्वाधिकार सुरक्षित।`,
    );
  });

  it('tells a person who is offline, in Hindi', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineNotice />);
    expect(screen.getByTestId('connection-notice')).toHaveTextContent(/^इंटरनेट नहीं है। आप पढ़ते रह सकते हैं।/);
  });

  it("shows a suspended account the admin's reason inside a Hindi sentence", async () => {
    vi.mocked(watchMySuspension).mockImplementation((uid, onData) => {
      onData({ uid, reason: 'नकली दान', suspendedAt: new Date(), suspendedBy: 'admin-uid' });
      return () => undefined;
    });
    renderWithRouter(<SuspensionBanner />, {
      auth: { user: { uid: 'donor-uid', email: 'donor@example.org', displayName: 'Asha' }, role: 'donor' },
    });
    await act(async () => {});
    const banner = screen.getByRole('region', { name: 'खाता निलंबित' });
    expect(banner).toHaveTextContent('आपका खाता निलंबित है: नकली दान। जब तक एडमिन निलंबन नहीं हटाते');
    expect(within(banner).getByRole('link', { name: 'संपर्क पेज' })).toHaveAttribute('href', '/contactus');
  });
});
