import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribe } from '../../services/newsletter';
import { NewsletterForm } from './NewsletterForm';

// Only the service is replaced: here the form's behaviour is the point. The real Firestore write
// (and the rules that accept it) is exercised against the emulator in
// tests/integration/public-forms.test.ts.
vi.mock('../../services/newsletter', () => ({ subscribe: vi.fn() }));

function setup() {
  const user = userEvent.setup();
  render(<NewsletterForm />);
  return {
    user,
    input: screen.getByLabelText('Email address'),
    button: screen.getByRole('button', { name: 'Subscribe' }),
  };
}

beforeEach(() => {
  vi.mocked(subscribe).mockReset();
});

describe('NewsletterForm', () => {
  it('has a labelled email field', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('type', 'email');
  });

  it('asks for a valid email when the field is empty', async () => {
    const { user, button, input } = setup();
    await user.click(button);
    expect(screen.getByText('Please enter a valid email.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid email.');
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('asks for a valid email when the address is not one', async () => {
    const { user, input } = setup();
    await user.type(input, 'asha@example{Enter}');
    expect(screen.getByText('Please enter a valid email.')).toBeInTheDocument();
    expect(input).toHaveValue('asha@example');
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('subscribes a valid address, thanks the person and clears the field', async () => {
    vi.mocked(subscribe).mockResolvedValue();
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
    vi.mocked(subscribe).mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
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
    vi.mocked(subscribe).mockRejectedValue(Object.assign(new Error('offline'), { code: 'unavailable' }));
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
});
