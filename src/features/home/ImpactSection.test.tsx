// Only the stats service is mocked, at the module boundary (loaded with a dynamic import, which
// vi.mock covers too). The real watchImpact runs against the emulator in
// tests/integration/lifecycle.test.ts and on Home end to end.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import {
  mockAllIsIntersecting,
  resetIntersectionMocking,
  setupIntersectionMocking,
} from 'react-intersection-observer/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchImpact, type Impact } from '../../services/stats';
import { ImpactSection } from './ImpactSection';
import { activateLanguage } from '../../i18n';

vi.mock('../../services/stats', () => ({ watchImpact: vi.fn() }));

let listener: { onData: (impact: Impact) => void; onError: (error: Error) => void } | undefined;
let stopped = 0;

beforeEach(() => {
  setupIntersectionMocking(vi.fn);
  listener = undefined;
  stopped = 0;
  vi.mocked(watchImpact).mockReset();
  vi.mocked(watchImpact).mockImplementation((onData, onError) => {
    listener = { onData, onError };
    return () => {
      stopped += 1;
    };
  });
});
afterEach(() => resetIntersectionMocking());

const figure = (label: string) => screen.getByText(label).closest('div')!;

describe('ImpactSection', () => {
  it('shows fixed-height placeholders and loads nothing until it nears the viewport', async () => {
    render(<ImpactSection />);
    expect(screen.getByRole('heading', { name: 'Our impact so far' })).toBeInTheDocument();
    expect(screen.getByText(/Counted from real deliveries on FoodBridge/)).toBeInTheDocument();
    expect(screen.getAllByTestId('impact-skeleton')).toHaveLength(2);
    for (const label of ['Meals delivered', 'Donations delivered']) {
      expect(within(figure(label)).getByRole('definition')).toHaveClass('h-14');
    }
    await act(async () => {});
    expect(watchImpact).not.toHaveBeenCalled();
  });

  it('shows meals and donations delivered, big, and follows them live', async () => {
    const { unmount } = render(<ImpactSection />);
    act(() => mockAllIsIntersecting(true));
    await waitFor(() => expect(listener).toBeDefined());

    act(() => listener!.onData({ mealsDelivered: 1234, donationsDelivered: 56 }));
    expect(within(figure('Meals delivered')).getByText('1,234')).toHaveClass('text-5xl');
    expect(within(figure('Donations delivered')).getByText('56')).toBeInTheDocument();
    expect(screen.queryByTestId('impact-skeleton')).not.toBeInTheDocument();

    act(() => listener!.onData({ mealsDelivered: 1274, donationsDelivered: 57 }));
    expect(within(figure('Meals delivered')).getByText('1,274')).toBeInTheDocument();
    expect(within(figure('Donations delivered')).getByText('57')).toBeInTheDocument();

    unmount();
    expect(stopped).toBe(1);
  });

  it('says in words that nothing has been delivered yet, never "0 meals delivered"', async () => {
    render(<ImpactSection />);
    act(() => mockAllIsIntersecting(true));
    await waitFor(() => expect(listener).toBeDefined());
    act(() => listener!.onData({ mealsDelivered: 0, donationsDelivered: 0 }));
    expect(within(figure('Meals delivered')).getByRole('definition')).toHaveTextContent(/^None yet$/);
    expect(within(figure('Donations delivered')).getByRole('definition')).toHaveTextContent(/^None yet$/);
    expect(screen.queryByText('0')).not.toBeInTheDocument();
    expect(screen.getByText(/^No delivery has been counted yet\./)).toBeInTheDocument();
    expect(screen.queryByText(/every meal here was picked up/)).not.toBeInTheDocument();

    // The first delivery: the figures and the usual words.
    act(() => listener!.onData({ mealsDelivered: 40, donationsDelivered: 1 }));
    expect(within(figure('Meals delivered')).getByText('40')).toBeInTheDocument();
    expect(screen.queryByText(/None yet/)).not.toBeInTheDocument();
    expect(screen.getByText(/every meal here was picked up/)).toBeInTheDocument();
  });

  it('shows a quiet dash, and no error text, when the totals cannot load', async () => {
    render(<ImpactSection />);
    act(() => mockAllIsIntersecting(true));
    await waitFor(() => expect(listener).toBeDefined());
    act(() =>
      listener!.onError(Object.assign(new Error('Missing or insufficient permissions.'), { code: 'unavailable' })),
    );
    expect(screen.getAllByText('—')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/permissions|unavailable/)).not.toBeInTheDocument();
  });

  it('keeps the figures already shown when the listener stops later', async () => {
    render(<ImpactSection />);
    act(() => mockAllIsIntersecting(true));
    await waitFor(() => expect(listener).toBeDefined());
    act(() => listener!.onData({ mealsDelivered: 1234, donationsDelivered: 56 }));
    act(() => listener!.onError(Object.assign(new Error('gone'), { code: 'unavailable' })));
    expect(within(figure('Meals delivered')).getByText('1,234')).toBeInTheDocument();
    expect(screen.queryByText('—')).not.toBeInTheDocument();
  });
});

describe('ImpactSection in Hindi', () => {
  it('shows the totals in Hindi, grouped the Indian way', async () => {
    await activateLanguage('hi');
    render(<ImpactSection />);
    expect(screen.getByRole('heading', { name: 'अब तक हमारा असर' })).toBeInTheDocument();
    act(() => mockAllIsIntersecting(true));
    await waitFor(() => expect(listener).toBeDefined());
    act(() => listener!.onData({ mealsDelivered: 100000, donationsDelivered: 12345 }));
    expect(within(figure('पहुँचाए गए भोजन')).getByText('1,00,000')).toBeInTheDocument();
    expect(within(figure('पहुँचाए गए दान')).getByText('12,345')).toBeInTheDocument();
  });

  it('tells a screen reader in Hindi that the totals are not available', async () => {
    await activateLanguage('hi');
    render(<ImpactSection />);
    act(() => mockAllIsIntersecting(true));
    await waitFor(() => expect(listener).toBeDefined());
    act(() => listener!.onError(Object.assign(new Error('gone'), { code: 'unavailable' })));
    expect(screen.getAllByText('अभी उपलब्ध नहीं है')).toHaveLength(2);
  });
});
