// Component tests of the feedback under a delivered donation. Only the service is mocked, at the
// module boundary (the rules and the emulator are in tests/rules/feedback.test.ts and the e2e).
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Donation } from '../../services/donation-model';
import { leaveFeedback, type FeedbackOf } from '../../services/feedback';
import { failure } from '../../services/offline';
import { withQueries } from '../../testing/queries';
import { renderWithRouter } from '../../testing/render';
import { FeedbackPanel } from './Feedback';
import { aDonation } from './test-donations';

vi.mock('../../services/feedback', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/feedback')>()),
  leaveFeedback: vi.fn(),
}));

beforeEach(() => {
  vi.clearAllMocks();
});

const delivered = () => aDonation({ status: 'delivered' });
const ready = (given: Record<string, FeedbackOf> = {}) => ({
  status: 'ready' as const,
  data: new Map(Object.entries(given)),
  retry: vi.fn(),
});

function renderPanel(donation: Donation, feedback = ready(), side: 'donor' | 'ngo' = 'donor') {
  return renderWithRouter(
    withQueries(<FeedbackPanel donation={donation} side={side} uid="donor-uid" feedback={feedback} />),
  );
}

describe('feedback under a delivered donation', () => {
  it('asks how it went, and sends nothing until that is chosen', async () => {
    const { user } = renderPanel(delivered());
    const section = screen.getByRole('region', { name: 'How was the NGO’s pickup?' });
    expect(within(section).queryByRole('group', { name: 'What went well? (optional)' })).toBeNull();
    await user.click(within(section).getByRole('button', { name: 'Send feedback' }));
    const how = within(section).getByRole('group', { name: 'How did it go?' });
    expect(how).toHaveAccessibleDescription('Choose whether it went well or not.');
    expect(within(how).getByRole('radio', { name: 'Went well' })).toHaveFocus();
    expect(leaveFeedback).not.toHaveBeenCalled();
  });

  it('sends up or down, the reasons ticked and the note, for the reader’s side', async () => {
    vi.mocked(leaveFeedback).mockResolvedValue();
    const donation = delivered();
    const { user } = renderPanel(donation);
    await user.click(screen.getByRole('radio', { name: 'Not well' }));
    const reasons = screen.getByRole('group', { name: 'What went wrong? (optional)' });
    expect(
      within(reasons)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['on_time', 'polite', 'careful', 'kept_in_touch']);
    await user.click(within(reasons).getByRole('checkbox', { name: 'On time' }));
    await user.type(screen.getByLabelText('A note (optional)'), '  Came two hours late  ');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(leaveFeedback).toHaveBeenCalledWith({
      donation,
      side: 'donor',
      uid: 'donor-uid',
      up: false,
      reasons: ['on_time'],
      note: 'Came two hours late',
    });
  });

  it('the NGO’s side asks about the food, with its own reasons', async () => {
    const { user } = renderPanel(delivered(), ready(), 'ngo');
    screen.getByRole('region', { name: 'How was the donor’s food?' });
    await user.click(screen.getByRole('radio', { name: 'Went well' }));
    const reasons = screen.getByRole('group', { name: 'What went well? (optional)' });
    expect(
      within(reasons)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['as_described', 'packed_well', 'ready_on_time', 'easy_to_find']);
  });

  it('a note of nothing but marks is refused in words, and nothing is sent', async () => {
    const { user } = renderPanel(delivered());
    await user.click(screen.getByRole('radio', { name: 'Went well' }));
    await user.type(screen.getByLabelText('A note (optional)'), '!!!');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByLabelText('A note (optional)')).toHaveAccessibleDescription(
      expect.stringContaining('Write a few words, or leave the note empty.') as string,
    );
    expect(leaveFeedback).not.toHaveBeenCalled();
  });

  it('a failed send says why, keeps what was chosen and typed, and can be tried again', async () => {
    vi.mocked(leaveFeedback).mockRejectedValueOnce(failure('unavailable', 'The browser is offline.'));
    const { user } = renderPanel(delivered());
    await user.click(screen.getByRole('radio', { name: 'Went well' }));
    await user.click(screen.getByRole('checkbox', { name: 'Polite' }));
    await user.type(screen.getByLabelText('A note (optional)'), 'Thank you');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Your feedback was not sent: .+ kept\./);
    expect(screen.getByRole('radio', { name: 'Went well' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Polite' })).toBeChecked();
    expect(screen.getByLabelText('A note (optional)')).toHaveValue('Thank you');
    vi.mocked(leaveFeedback).mockResolvedValueOnce();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(leaveFeedback).toHaveBeenCalledTimes(2);
  });

  it('once given, shows what each side said instead of the form', () => {
    renderPanel(
      delivered(),
      ready({
        'd-1': {
          donor: {
            donationId: 'd-1',
            side: 'donor',
            up: true,
            reasons: ['on_time', 'polite'],
            note: 'Thanks',
            at: null,
          },
          ngo: { donationId: 'd-1', side: 'ngo', up: false, reasons: ['packed_well'], note: '', at: null },
        },
      }),
    );
    const section = screen.getByRole('region', { name: 'How was the NGO’s pickup?' });
    expect(within(section).queryByRole('button', { name: 'Send feedback' })).toBeNull();
    expect(section).toHaveTextContent('You said it went well.On time · Polite“Thanks”');
    expect(section).toHaveTextContent('The NGO said it did not go well.Packed well');
  });

  it('nothing before delivery, nor while the board’s feedback loads; a failed load can be retried', async () => {
    const { unmount } = renderPanel(aDonation({ status: 'picked_up' }));
    expect(screen.queryByRole('region')).toBeNull();
    unmount();
    const loading = renderPanel(delivered(), { status: 'loading', retry: vi.fn() } as never);
    expect(screen.queryByRole('region')).toBeNull();
    loading.unmount();
    const retry = vi.fn();
    const { user } = renderPanel(delivered(), { status: 'error', error: new Error('x'), retry } as never);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalled();
  });
});
