import { useQuery } from '@tanstack/react-query';
import { useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '../../components/Alert';
import { Button, buttonClasses } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { PATHS } from '../../config/paths';
import { currentLocale, msg, useT } from '../../i18n';
import { useAuth } from '../../lib/auth-context';
import { formatDateTime, formatDay } from '../../lib/dates';
import { donationQueries } from '../../lib/queries/donations';
import type { Donation, SafetyRecord } from '../../services/donation-model';
import { errorCode, toFailure } from '../../services/errors';
import { DietMark } from './DietMark';
import { KIND_LABEL, STORAGE_LABEL } from './safety-labels';
import { allergensText, weightText } from './safety-view';
import { usePrintPage } from './print-page';

/** The paper the label is printed on: an A6 sheet or label, or a 58 mm receipt printer's roll. */
export type LabelSize = 'a6' | 'receipt';

const SIZES: readonly { value: LabelSize; label: string }[] = [
  { value: 'a6', label: msg('safetyBoard.label.sizeA6') },
  { value: 'receipt', label: msg('safetyBoard.label.sizeReceipt') },
];

const SIZE_KEY = 'foodbridge.labelSize';

/** The size chosen last time on this device (A6 the first time). */
function storedSize(): LabelSize {
  try {
    return localStorage.getItem(SIZE_KEY) === 'receipt' ? 'receipt' : 'a6';
  } catch {
    return 'a6';
  }
}

function storeSize(size: LabelSize) {
  try {
    localStorage.setItem(SIZE_KEY, size);
  } catch {
    // A browser that keeps nothing (private mode) asks again next time.
  }
}

const MM_PER_PX = 25.4 / 96;
/** The receipt's length when the label cannot be measured (its content fits well within). */
const RECEIPT_FALLBACK_MM = 200;

/**
 * The page rule for the size chosen. A receipt roll has no fixed length: the page is as long as
 * the label, measured as it is shown (it is shown at its printed width, 58 mm).
 */
function pageRule(size: LabelSize, receiptMm: number | null): string {
  if (size === 'a6') return '@page { size: 105mm 148mm; margin: 0; }';
  return `@page { size: 58mm ${receiptMm ?? RECEIPT_FALLBACK_MM}mm; margin: 0; }`;
}

/** The label's height in mm while it is shown (null until measured, e.g. where nothing is laid out). */
function useHeightMm(ref: RefObject<HTMLElement | null>, size: LabelSize): number | null {
  const [mm, setMm] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      const px = element.getBoundingClientRect().height;
      setMm(px > 0 ? Math.ceil(px * MM_PER_PX) + 2 : null);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, size]);
  return mm;
}

/** One line of the label. */
function Item({
  term,
  children,
  strong = false,
  className = '',
}: {
  term: string;
  children: ReactNode;
  strong?: boolean;
  className?: string;
}) {
  return (
    <div className={`break-inside-avoid ${className}`}>
      <dt className="text-[0.8em] font-semibold tracking-wide text-stone-700 uppercase">{term}</dt>
      <dd className={`break-words ${strong ? 'text-[1.25em] font-extrabold text-black' : 'font-semibold text-black'}`}>
        {children}
      </dd>
    </div>
  );
}

/** The label itself, at its printed size: what goes on the container the food travels in. */
function FoodLabel({
  donation,
  safety,
  size,
  labelRef,
}: {
  donation: Donation;
  safety: SafetyRecord;
  size: LabelSize;
  labelRef: RefObject<HTMLDivElement | null>;
}) {
  const t = useT();
  const locale = currentLocale();
  const receipt = size === 'receipt';
  const ngo = donation.ngoName.trim() || (donation.ngoId === null ? t('safetyBoard.label.anyNgo') : '—');
  return (
    <div
      ref={labelRef}
      data-label-size={size}
      className={`fb-label bg-white text-black ${
        receipt
          ? 'w-[58mm] p-[3mm] text-[9pt] leading-snug'
          : 'min-h-[148mm] w-[105mm] max-w-full border-2 border-black p-[6mm] text-[11pt] leading-snug print:min-h-0 print:max-w-none print:border-0'
      }`}
    >
      {/* No database id or number made from it: nobody reads one anywhere else. The food, the
          donor and the pick-up date below are what a person matches the container by. */}
      <p className="text-[0.85em] font-semibold">{t('safetyBoard.label.kicker')}</p>
      <p
        className={`mt-2 border-t-2 border-black pt-2 font-extrabold break-words ${receipt ? 'text-[1.3em]' : 'text-[1.6em]'}`}
      >
        {donation.food || t('donations.card.untitled')}
      </p>
      <DietMark diet={safety.diet} className="mt-1 text-[1.15em]" />
      <dl className={`mt-2 grid gap-x-[4mm] gap-y-[1.5mm] ${receipt ? 'grid-cols-1' : 'grid-cols-2'}`}>
        <Item
          term={t('safetyBoard.card.allergens')}
          strong={safety.allergens.length > 0}
          className={receipt ? '' : 'col-span-2'}
        >
          {allergensText(safety.allergens)}
        </Item>
        <Item term={t('safetyBoard.label.pickUpDate')}>
          {donation.readyBy ? formatDateTime(donation.readyBy, locale) : donation.time || '—'}
        </Item>
        <Item term={t('safetyBoard.label.useBy')} strong>
          {formatDateTime(safety.useBy, locale)}
        </Item>
        {safety.kind === 'packaged' && safety.labelUseBy ? (
          <Item term={t('safetyBoard.card.labelUseBy')}>{formatDay(safety.labelUseBy, locale)}</Item>
        ) : (
          safety.preparedAt && (
            <Item term={t('safetyBoard.card.preparedAt')}>{formatDateTime(safety.preparedAt, locale)}</Item>
          )
        )}
        <Item term={t('safetyBoard.card.kind')}>{t(KIND_LABEL[safety.kind])}</Item>
        <Item term={t('safetyBoard.card.storage')}>{t(STORAGE_LABEL[safety.storage])}</Item>
        <Item term={t('safetyBoard.label.amount')}>
          {[donation.meals ? t('common.meals', { count: donation.meals }) : '', weightText(safety.weightKg)]
            .filter(Boolean)
            .join(' · ')}
        </Item>
        <Item term={t('safetyBoard.label.donor')}>{donation.donorName.trim() || '—'}</Item>
        <Item term={t('safetyBoard.label.ngo')}>{ngo}</Item>
      </dl>
    </div>
  );
}

/** Where the donor goes back from every state of the page. */
function BackLink() {
  const t = useT();
  return (
    <Link to={PATHS.donations} className={buttonClasses('secondary')}>
      {t('safetyBoard.label.back')}
    </Link>
  );
}

/** A state with no label to show: what happened, in plain words, and the way back. */
function NoLabel({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-card border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
      <p className="text-lg font-semibold text-stone-900">{children}</p>
      <div className="mt-4">
        <BackLink />
      </div>
    </div>
  );
}

/** The label with its size choice and Print. */
function LabelSheet({ donation, safety }: { donation: Donation; safety: SafetyRecord }) {
  const t = useT();
  const name = useId();
  const [size, setSize] = useState<LabelSize>(storedSize);
  const labelRef = useRef<HTMLDivElement | null>(null);
  const receiptMm = useHeightMm(labelRef, size);
  const choose = (value: LabelSize) => {
    setSize(value);
    storeSize(value);
  };
  return (
    <>
      <style>{pageRule(size, receiptMm)}</style>
      <div className="print:hidden">
        <p className="max-w-prose text-stone-700">{t('safetyBoard.label.intro')}</p>
        <fieldset className="mt-6">
          <legend className="text-sm font-semibold text-stone-800">{t('safetyBoard.label.size')}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {SIZES.map((option) => (
              <label
                key={option.value}
                className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-stone-300 bg-white px-4 font-medium text-stone-800 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:ring-2 has-focus-visible:ring-brand-600 has-focus-visible:ring-offset-2"
              >
                <input
                  type="radio"
                  name={name}
                  value={option.value}
                  checked={size === option.value}
                  onChange={() => choose(option.value)}
                  className="sr-only"
                />
                {t(option.label)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button onClick={() => window.print()}>{t('safetyBoard.label.print')}</Button>
          <BackLink />
        </div>
      </div>
      <div className="mt-8 overflow-x-auto print:mt-0 print:overflow-visible">
        <FoodLabel donation={donation} safety={safety} size={size} labelRef={labelRef} />
      </div>
    </>
  );
}

/** /donations/:id/label: a print-ready food label for the donor's own donation (A6 or a 58 mm receipt). */
export function LabelPage() {
  const t = useT();
  const { id = '' } = useParams();
  const { user } = useAuth();
  const donation = useQuery(donationQueries.detail(id));
  usePrintPage();

  let body;
  const mine = donation.data && donation.data.donorUid === user?.uid ? donation.data : null;
  if (donation.isPending) {
    body = (
      <div className="flex min-h-[30vh] items-center justify-center text-brand-700">
        <Spinner size={40} label={t('safetyBoard.label.loading')} />
      </div>
    );
  } else if (mine) {
    // Read once: a later read that fails leaves the label that was shown.
    body = mine.safety ? (
      <LabelSheet donation={mine} safety={mine.safety} />
    ) : (
      <NoLabel>{t('safetyBoard.label.noRecord')}</NoLabel>
    );
  } else if (donation.isError && errorCode(donation.error) !== 'permission-denied') {
    body = (
      <div className="space-y-4">
        <ErrorAlert onRetry={() => void donation.refetch()} pending={donation.isFetching}>
          {t('safetyBoard.label.loadError', { reason: toFailure(donation.error).message })}
        </ErrorAlert>
        <BackLink />
      </div>
    );
  } else {
    // The rules refuse a donation that is not this donor's, and one that does not exist, alike.
    body = <NoLabel>{t('safetyBoard.label.notFound')}</NoLabel>;
  }

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 print:m-0 print:max-w-none print:p-0">
      <h1 className="mb-4 text-3xl font-bold text-stone-900 md:text-4xl print:hidden">
        {t('safetyBoard.label.title')}
      </h1>
      {body}
    </div>
  );
}
