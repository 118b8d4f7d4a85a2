import { act, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sendContactMessage } from '../../services/contact-messages';
import { ContactPage } from './ContactPage';
import { activateLanguage } from '../../i18n';

// Only the service is replaced: the page's validation and states are the point here. The real
// Firestore write (and the rules that accept it) runs against the emulator in
// tests/integration/public-forms.test.ts.
vi.mock('../../services/contact-messages', () => ({ sendContactMessage: vi.fn() }));

function setup() {
  const user = userEvent.setup();
  render(<ContactPage />);
  const fields = {
    name: screen.getByLabelText('Full Name'),
    email: screen.getByLabelText('Email Address'),
    subject: screen.getByLabelText('Subject'),
    message: screen.getByLabelText('Message', { exact: false }),
  };
  const send = screen.getByRole('button', { name: 'Send Message' });
  const fill = async (values: Partial<Record<keyof typeof fields, string>>) => {
    for (const [key, value] of Object.entries(values)) {
      const field = fields[key as keyof typeof fields];
      await user.clear(field);
      if (value) {
        await user.click(field);
        await user.paste(value);
      }
    }
  };
  return { user, fields, send, fill };
}

const VALID = {
  name: 'Asha Rao',
  email: 'asha@example.org',
  subject: 'Pickup in Indiranagar',
  message: 'We have 40 plates left tonight.',
};

beforeEach(() => {
  vi.mocked(sendContactMessage).mockReset();
});

describe('ContactPage', () => {
  it('invites questions and shows the organisation’s address, support email and masked phone', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByText("Have questions or feedback? We'd love to hear from you!")).toBeInTheDocument();
    expect(screen.getByText(/Bengaluru, Karnataka 560025/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@foodbridge.example.org' })).toHaveAttribute(
      'href',
      'mailto:support@foodbridge.example.org',
    );
    expect(screen.getByText('+91 98XXX XXX10')).toBeInTheDocument();
  });

  it('has labelled, required fields with an email-type address field', () => {
    const { fields } = setup();
    for (const field of Object.values(fields)) expect(field).toBeRequired();
    expect(fields.email).toHaveAttribute('type', 'email');
  });

  it('says what is missing when sent empty, and focuses the first field to fix', async () => {
    const { user, send, fields } = setup();
    await user.click(send);
    expect(fields.name).toHaveAccessibleDescription('Please enter your full name.');
    expect(fields.email).toHaveAccessibleDescription('Please enter your email address.');
    expect(fields.subject).toHaveAccessibleDescription('Please enter a subject.');
    expect(fields.message).toHaveAccessibleDescription(/Please enter your message\./);
    expect(fields.name).toHaveFocus();
    expect(sendContactMessage).not.toHaveBeenCalled();
  });

  it('rejects an invalid email and over-long text with clear messages', async () => {
    const { send, fill, fields, user } = setup();
    await fill({ name: 'a'.repeat(101), email: 'asha@example', subject: 's'.repeat(201), message: 'm'.repeat(5001) });
    await user.click(send);
    expect(screen.getByText('Please shorten your name to 100 characters or fewer.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address, like name@example.org.')).toBeInTheDocument();
    expect(screen.getByText('Please shorten the subject to 200 characters or fewer.')).toBeInTheDocument();
    expect(screen.getByText('Please shorten your message to 5000 characters or fewer.')).toBeInTheDocument();
    expect(fields.name).toHaveValue('a'.repeat(101));
    expect(sendContactMessage).not.toHaveBeenCalled();
  });

  it('refuses a name with no letter or number, and an address that would add mailto parameters', async () => {
    const { send, fill, fields, user } = setup();
    await fill({ ...VALID, name: '-- . --', email: 'asha@example.org?cc=all@example.org' });
    await user.click(send);
    expect(fields.name).toHaveAccessibleDescription('Enter a name with at least one letter or number.');
    expect(fields.email).toHaveAccessibleDescription('Please enter a valid email address, like name@example.org.');
    expect(fields.name).toHaveFocus();
    expect(sendContactMessage).not.toHaveBeenCalled();
  });

  it('clears a field’s message as soon as it is corrected', async () => {
    const { send, user, fields } = setup();
    await user.click(send);
    await user.type(fields.name, 'Asha');
    expect(screen.queryByText('Please enter your full name.')).not.toBeInTheDocument();
    expect(screen.getByText('Please enter a subject.')).toBeInTheDocument();
  });

  it('sends the message, confirms it and clears the form', async () => {
    vi.mocked(sendContactMessage).mockResolvedValue('sent');
    const { send, fill, fields, user } = setup();
    await fill({ ...VALID, name: '  Asha Rao  ' });
    await user.click(send);
    expect(await screen.findByText('Your message has been sent!')).toBeInTheDocument();
    expect(sendContactMessage).toHaveBeenCalledWith(VALID);
    for (const field of Object.values(fields)) expect(field).toHaveValue('');
  });

  it('keeps everything typed when sending fails, explains, and Retry sends it', async () => {
    vi.mocked(sendContactMessage).mockRejectedValueOnce(Object.assign(new Error('denied'), { code: 'unavailable' }));
    vi.mocked(sendContactMessage).mockResolvedValueOnce('sent');
    const { send, fill, fields, user } = setup();
    await fill(VALID);
    await user.click(send);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not reach the server. Check your connection and try again.');
    expect(alert).not.toHaveTextContent('unavailable');
    expect(fields.name).toHaveValue(VALID.name);
    expect(fields.email).toHaveValue(VALID.email);
    expect(fields.subject).toHaveValue(VALID.subject);
    expect(fields.message).toHaveValue(VALID.message);
    expect(screen.queryByText('Your message has been sent!')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Your message has been sent!')).toBeInTheDocument();
    expect(sendContactMessage).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fields.message).toHaveValue('');
  });

  it('explains a failure that trying again cannot fix, without Retry, and keeps what was typed', async () => {
    vi.mocked(sendContactMessage).mockRejectedValueOnce(
      Object.assign(new Error('denied'), { code: 'permission-denied' }),
    );
    const { send, fill, fields, user } = setup();
    await fill(VALID);
    await user.click(send);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your message was not sent.');
    expect(alert).not.toHaveTextContent('permission-denied');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(fields.message).toHaveValue(VALID.message);
  });

  it('keeps what was typed into the page rendered at build time before its scripts ran, and sends it', async () => {
    vi.mocked(sendContactMessage).mockResolvedValue('sent');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ContactPage />);
    document.body.appendChild(container);
    const typed = (name: string, value: string) => {
      container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!.value = value;
    };
    for (const [name, value] of Object.entries(VALID)) typed(name, value);

    const root = await act(async () => hydrateRoot(container, <ContactPage />));
    expect(screen.getByLabelText('Subject')).toHaveValue(VALID.subject);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(sendContactMessage).toHaveBeenCalledWith(VALID));
    act(() => root.unmount());
    container.remove();
  });
});

describe('ContactPage in Hindi', () => {
  it('labels the form in Hindi and says in Hindi what is missing', async () => {
    await activateLanguage('hi');
    const user = userEvent.setup();
    render(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'हमसे संपर्क करें' })).toBeInTheDocument();
    const name = screen.getByLabelText('पूरा नाम');
    const email = screen.getByLabelText('ईमेल');
    const message = screen.getByLabelText('संदेश');
    expect(message).toHaveAccessibleDescription('5000 में से 0 कैरेक्टर');

    await user.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
    expect(name).toHaveAccessibleDescription('अपना पूरा नाम लिखें।');
    expect(email).toHaveAccessibleDescription('अपना ईमेल लिखें।');
    expect(screen.getByLabelText('विषय')).toHaveAccessibleDescription('विषय लिखें।');
    expect(name).toHaveFocus();
    expect(sendContactMessage).not.toHaveBeenCalled();
  });

  it('says in Hindi when the message could not be sent', async () => {
    await activateLanguage('hi');
    vi.mocked(sendContactMessage).mockRejectedValueOnce(
      Object.assign(new Error('denied'), { code: 'permission-denied' }),
    );
    const user = userEvent.setup();
    render(<ContactPage />);
    for (const [label, value] of [
      ['पूरा नाम', VALID.name],
      ['ईमेल', VALID.email],
      ['विषय', VALID.subject],
      ['संदेश', VALID.message],
    ] as const) {
      await user.click(screen.getByLabelText(label));
      await user.paste(value);
    }
    await user.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('आपका संदेश नहीं भेजा गया।');
  });
});
