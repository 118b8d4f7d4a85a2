import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsletterForm } from './NewsletterForm';

// The form is given what subscribes and what words a failure; the footer passes the real service
// (whose Firestore write is exercised against the emulator in tests/integration/public-forms.test.ts).
const subscribe = vi.fn<(email: string) => Promise<'sent' | 'queued'>>();
const describeFailure = (error: unknown) =>
  (error as { code?: string }).code === 'unavailable'
    ? 'We could not reach the server. Check your connection and try again.'
    : 'Something went wrong. Please try again.';

function setup() {
  const user = userEvent.setup();
  render(<NewsletterForm onSubscribe={subscribe} describeFailure={describeFailure} />);
  return {
    user,
    input: screen.getByLabelText('Email address'),
    button: screen.getByRole('button', { name: 'Subscribe' }),
  };
}

beforeEach(() => {
  subscribe.mockReset();
});

describe('NewsletterForm', () => {
  it('has a labelled email field', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('type', 'email');
  });

  it('asks for a valid email when the field is empty', async () => {
    const { user, button, input } = setup();
    await user.click(button);
    // The form's rules are fetched on first use, so the message may follow a moment later.
    expect(await screen.findByText('Please enter a valid email.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid email.');
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('asks for a valid email when the address is not one', async () => {
    const { user, input } = setup();
    await user.type(input, 'asha@example{Enter}');
    expect(await screen.findByText('Please enter a valid email.')).toBeInTheDocument();
    expect(input).toHaveValue('asha@example');
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('asks for a valid email when the address holds a slash (it names the list entry)', async () => {
    const { user, input } = setup();
    await user.type(input, 'a/b@example.org{Enter}');
    expect(await screen.findByText('Please enter a valid email.')).toBeInTheDocument();
    expect(input).toHaveValue('a/b@example.org');
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('subscribes a valid address, thanks the person and clears the field', async () => {
    subscribe.mockResolvedValue('sent');
    const { user, input, button } = setup();
    await user.type(input, '  asha@example.org ');
    await user.click(button);
    expect(await screen.findByText('Thank you for subscribing!')).toBeInTheDocument();
    expect(subscribe).toHaveBeenCalledWith('asha@example.org');
    expect(input).toHaveValue('');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows the pending state while subscribing', async () => {
    let finish: () => void = () => {};
    subscribe.mockImplementation(() => new Promise((resolve) => (finish = () => resolve('sent'))));
    const { user, input, button } = setup();
    await user.type(input, 'asha@example.org');
    await user.click(button);
    expect(await screen.findByRole('status', { name: 'Working' })).toBeInTheDocument();
    expect(button).toBeDisabled();
    finish();
    expect(await screen.findByText('Thank you for subscribing!')).toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  it('keeps the address and says what went wrong in plain words when the write fails', async () => {
    subscribe.mockRejectedValue(Object.assign(new Error('offline'), { code: 'unavailable' }));
    const { user, input, button } = setup();
    await user.type(input, 'asha@example.org');
    await user.click(button);
    expect(
      await screen.findByText('We could not reach the server. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(input).toHaveValue('asha@example.org');
    expect(screen.queryByText('Thank you for subscribing!')).not.toBeInTheDocument();
    expect(screen.queryByText(/unavailable/)).not.toBeInTheDocument();
  });

  it('keeps what was typed before the form came alive, and sends it', async () => {
    subscribe.mockResolvedValue('sent');
    const { user, input, button } = setup();
    // Typed without React seeing it, as into the page rendered at build time before its scripts ran.
    (input as HTMLInputElement).value = 'early@example.org';
    await user.click(button);
    expect(await screen.findByText('Thank you for subscribing!')).toBeInTheDocument();
    expect(subscribe).toHaveBeenCalledWith('early@example.org');
  });

  it('clears its message once the address is corrected', async () => {
    const { user, input, button } = setup();
    await user.type(input, 'asha@example');
    await user.click(button);
    expect(await screen.findByText('Please enter a valid email.')).toBeInTheDocument();
    await user.type(input, '.org');
    await waitFor(() => expect(screen.queryByText('Please enter a valid email.')).not.toBeInTheDocument());
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});
