import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../i18n';
import { ErrorAlert } from './Alert';
import { Button } from './Button';
import { ConfirmDialog } from './ConfirmDialog';
import { LoadMore } from './LoadMore';
import { NewsletterForm } from './NewsletterForm';

beforeEach(async () => {
  await activateLanguage('hi');
});

describe('shared components in Hindi', () => {
  it('a confirmation offers to leave it, in Hindi', () => {
    render(
      <ConfirmDialog title="दान रद्द करें?" confirmLabel="हाँ, दान रद्द करें" onConfirm={vi.fn()} onCancel={vi.fn()}>
        यह वापस नहीं होगा।
      </ConfirmDialog>,
    );
    expect(screen.getByRole('button', { name: 'रहने दें' })).toHaveFocus();
  });

  it('a failure offers to try again; a pressed button says it is working', () => {
    render(
      <>
        <ErrorAlert onRetry={vi.fn()}>सर्वर तक नहीं पहुँच सके।</ErrorAlert>
        <Button loading>सेव करें</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'काम हो रहा है' })).toBeInTheDocument();
  });

  it('Load more, and its failure, in Hindi', () => {
    const { rerender } = render(<LoadMore what="एनजीओ" named onMore={vi.fn()} pending={false} />);
    expect(screen.getByRole('button', { name: 'और एनजीओ दिखाएं' })).toBeInTheDocument();
    rerender(
      <LoadMore
        what="एनजीओ"
        named
        onMore={vi.fn()}
        pending={false}
        failure={{ message: 'इंटरनेट नहीं है।', retryable: true }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('और एनजीओ लोड नहीं हो सके। इंटरनेट नहीं है।');
    expect(screen.getByRole('button', { name: 'और एनजीओ लोड करने की फिर से कोशिश करें' })).toBeInTheDocument();
  });

  it('the newsletter form asks for a valid email and thanks the subscriber in Hindi', async () => {
    const user = userEvent.setup();
    const subscribe = vi.fn(async () => 'sent' as const);
    render(<NewsletterForm onSubscribe={subscribe} describeFailure={() => 'गड़बड़ी हुई।'} />);
    const input = screen.getByLabelText('ईमेल पता');
    await user.click(screen.getByRole('button', { name: 'सदस्य बनें' }));
    expect(await screen.findByText('कृपया सही ईमेल पता लिखें।')).toBeInTheDocument();

    await user.type(input, 'asha@example.org');
    await user.click(screen.getByRole('button', { name: 'सदस्य बनें' }));
    expect(await screen.findByText('सदस्य बनने के लिए धन्यवाद!')).toBeInTheDocument();
    expect(subscribe).toHaveBeenCalledWith('asha@example.org');
  });

  it('an error shown in English turns Hindi when the language is switched', async () => {
    await activateLanguage('en');
    const user = userEvent.setup();
    render(<NewsletterForm onSubscribe={vi.fn(async () => 'sent' as const)} describeFailure={() => ''} />);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter a valid email.')).toBeInTheDocument();
    await activateLanguage('hi');
    expect(await screen.findByText('कृपया सही ईमेल पता लिखें।')).toBeInTheDocument();
  });
});
