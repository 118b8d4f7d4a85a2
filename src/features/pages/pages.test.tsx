import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';
import { ServicesPage } from './ServicesPage';
import { TeamPage } from './TeamPage';
import { TermsPage } from './TermsPage';
import { renderPage } from '../../testing/render-page';
import { activateLanguage } from '../../i18n';

describe('Services', () => {
  it('offers NEED FOOD and DONATE FOOD, each with a Learn More link to its profile form', () => {
    renderPage(<ServicesPage />, { path: '/services' });
    expect(screen.getByRole('heading', { level: 1, name: 'Our Services' })).toBeInTheDocument();

    const needFood = screen.getByRole('heading', { name: 'NEED FOOD' }).closest('li');
    const donateFood = screen.getByRole('heading', { name: 'DONATE FOOD' }).closest('li');
    expect(needFood).not.toBeNull();
    expect(donateFood).not.toBeNull();
    expect(within(needFood!).getByRole('link', { name: /^Learn More/ })).toHaveAttribute('href', '/ngoProfile');
    expect(within(donateFood!).getByRole('link', { name: /^Learn More/ })).toHaveAttribute('href', '/donorProfile');
  });
});

describe('Our Team', () => {
  it('shows three members with their roles', () => {
    renderPage(<TeamPage />, { path: '/team' });
    expect(screen.getByRole('heading', { level: 1, name: 'Our Team' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    for (const role of ['Backend Developer', 'Frontend Developer', 'Project Manager']) {
      expect(screen.getByText(role)).toBeInTheDocument();
    }
  });
});

describe('Privacy Policy', () => {
  const SECTIONS = [
    'Introduction',
    'Information We Collect',
    'How We Use Your Information',
    'Data Protection',
    'Third-Party Services',
    'Your Rights',
    'Contact Us',
  ];

  it('shows the effective date and every section, in order', () => {
    renderPage(<PrivacyPolicyPage />, { path: '/privacypolicy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Effective date: January 10, 2025')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(SECTIONS);
  });

  it('lists what is collected and how to access, correct or delete it', () => {
    renderPage(<PrivacyPolicyPage />, { path: '/privacypolicy' });
    const text = document.body.textContent ?? '';
    for (const item of [
      'name, email address, phone number and address',
      'usage data',
      'cookies',
      'donation and participation data',
    ]) {
      expect(text).toContain(item);
    }
    for (const use of [
      'facilitate donations and distributions',
      'improve our services',
      'updates and opportunities',
      'trusted partners',
    ]) {
      expect(text).toContain(use);
    }
    expect(text).toMatch(/access, correct or delete/);
    expect(screen.getAllByRole('link', { name: 'privacy@foodbridge.example.org' })[0]).toHaveAttribute(
      'href',
      'mailto:privacy@foodbridge.example.org',
    );
  });

  it('Back returns to the previous page of the app', async () => {
    const { router } = renderPage(<PrivacyPolicyPage />, {
      path: '/privacypolicy',
      entries: ['/team', '/privacypolicy'],
      routes: [{ path: '/team', element: <h1>Team page</h1> }],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Team page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/team');
  });

  it('Back goes home when the policy was the first page opened', async () => {
    const { router } = renderPage(<PrivacyPolicyPage />, {
      path: '/privacypolicy',
      routes: [{ path: '/', element: <h1>Home page</h1> }],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('Terms and Conditions', () => {
  it('shows every section and the contact block', () => {
    renderPage(<TermsPage />, { path: '/termsandconditions' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'User Agreement',
      'Data Usage Policy',
      'Liability Disclaimer',
      'Modification Rights',
      'Termination',
      'Governing Law',
      'Contact Us',
    ]);
    expect(screen.getByText(/laws of India.*courts of India/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@foodbridge.example.org' })).toHaveAttribute(
      'href',
      'mailto:support@foodbridge.example.org',
    );
    expect(screen.getByText('+91 XXXXX XXXXX')).toBeInTheDocument();
  });
});

describe('the information pages in Hindi', () => {
  it('Services offers both ways in, in Hindi, each link still telling screen readers which it is', async () => {
    await activateLanguage('hi');
    renderPage(<ServicesPage />, { path: '/services' });
    expect(screen.getByRole('heading', { level: 1, name: 'हमारी सेवाएं' })).toBeInTheDocument();
    const needFood = screen.getByRole('heading', { name: 'खाना चाहिए' }).closest('li')!;
    expect(within(needFood).getByText('एनजीओ और सामुदायिक रसोई के लिए')).toBeInTheDocument();
    expect(within(needFood).getByRole('link', { name: 'और जानें: खाना चाहिए' })).toHaveAttribute('href', '/ngoProfile');
    const donateFood = screen.getByRole('heading', { name: 'खाना दान करें' }).closest('li')!;
    expect(within(donateFood).getByRole('link', { name: 'और जानें: खाना दान करें' })).toHaveAttribute(
      'href',
      '/donorProfile',
    );
  });

  it('Our Team shows each role in Hindi, names as people write them', async () => {
    await activateLanguage('hi');
    renderPage(<TeamPage />, { path: '/team' });
    expect(screen.getByRole('heading', { level: 1, name: 'हमारी टीम' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Priya Nair' })).toBeInTheDocument();
    for (const role of ['बैकएंड डेवलपर', 'फ्रंटएंड डेवलपर', 'प्रोजेक्ट मैनेजर']) {
      expect(screen.getByText(role)).toBeInTheDocument();
    }
  });

  it('the Privacy Policy reads in Hindi, its sections still named for screen readers', async () => {
    await activateLanguage('hi');
    renderPage(<PrivacyPolicyPage />, { path: '/privacypolicy' });
    expect(screen.getByRole('heading', { level: 1, name: 'प्राइवेसी पॉलिसी' })).toBeInTheDocument();
    expect(screen.getByText('लागू होने की तारीख: 10 जनवरी 2025')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'आपके अधिकार' })).toHaveTextContent(
      'आप कभी भी अपना डेटा देख, ठीक कर या हटा सकते हैं। इसके लिए privacy@foodbridge.example.org पर लिखें।',
    );
    expect(screen.getAllByRole('link', { name: 'privacy@foodbridge.example.org' })).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'हमसे संपर्क करें' })).toHaveTextContent('30 दिन के अंदर जवाब देंगे');
    expect(screen.getByRole('button', { name: 'वापस जाएं' })).toBeInTheDocument();
  });

  it('the Terms read in Hindi', async () => {
    await activateLanguage('hi');
    renderPage(<TermsPage />, { path: '/termsandconditions' });
    expect(screen.getByRole('heading', { level: 1, name: 'नियम और शर्तें' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'लागू कानून' })).toHaveTextContent('भारत के कानून लागू होते हैं');
    expect(screen.getByText('फ़ोन')).toBeInTheDocument();
  });
});
