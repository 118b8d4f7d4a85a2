import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ErrorAlert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { TextArea } from '../../components/Field';
import { FEEDBACK_NOTE_MAX, FEEDBACK_REASONS, NAME_CONTENT_PATTERN } from '../../config/limits.js';
import { msg, useT } from '../../i18n';
import { useZodForm } from '../../lib/forms';
import { useLive, type LiveState } from '../../lib/live';
import type { Donation } from '../../services/donation-model';
import { toFailure } from '../../services/errors';
import {
  leaveFeedback,
  watchFeedback,
  type Feedback,
  type FeedbackOf,
  type FeedbackReason,
  type FeedbackSide,
} from '../../services/feedback';
import { CHIP, CHIP_INPUT, CHIP_LARGE, ChoiceChips } from './ChoiceChips';

/** Each reason's words (the donor's are about the NGO's pickup, the NGO's about the donor's food). */
const REASON_LABEL: Record<FeedbackReason, string> = {
  on_time: msg('feedback.reason.on_time'),
  polite: msg('feedback.reason.polite'),
  careful: msg('feedback.reason.careful'),
  kept_in_touch: msg('feedback.reason.kept_in_touch'),
  as_described: msg('feedback.reason.as_described'),
  packed_well: msg('feedback.reason.packed_well'),
  ready_on_time: msg('feedback.reason.ready_on_time'),
  easy_to_find: msg('feedback.reason.easy_to_find'),
};

/** The form as held: how it went ('' until chosen), the reasons ticked, the note as typed. */
interface FeedbackValues {
  how: string | null;
  reasons: string[] | false;
  note: string;
}

/** How it went is required; the reasons and the note are not; a note needs a letter or a digit. */
function feedbackSchema(side: FeedbackSide, t: ReturnType<typeof useT>) {
  return z
    .object({
      how: z
        .string()
        .nullable()
        .pipe(z.enum(['up', 'down'], { error: () => t('feedback.error.how') })),
      // A group of checkboxes with none ticked reads as false.
      reasons: z
        .union([z.array(z.string()), z.literal(false)])
        .transform((v) => (v === false ? [] : v.filter((r): r is FeedbackReason => isReason(side, r)))),
      note: z
        .string()
        .max(FEEDBACK_NOTE_MAX, { error: () => t('feedback.error.noteLength', { max: FEEDBACK_NOTE_MAX }) })
        .refine((v) => v.trim() === '' || NAME_CONTENT_PATTERN.test(v), { error: () => t('feedback.error.note') }),
    })
    .transform((v) => ({ up: v.how === 'up', reasons: v.reasons, note: v.note.trim() })) satisfies z.ZodType<
    { up: boolean; reasons: FeedbackReason[]; note: string },
    FeedbackValues
  >;
}

/** The two answers to 'How did it go?', each with its thumb (drawn, not read out) and its words. */
const HOW = [
  { value: 'up', label: msg('feedback.how.up') },
  { value: 'down', label: msg('feedback.how.down') },
] as const;

/** A thumb up, or turned down: an icon of its own, since a phone may lack an emoji font. */
function Thumb({ down }: { down: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`shrink-0 ${down ? 'rotate-180' : ''}`}
    >
      <path d="M7 10v11H4a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h3Z" />
      <path d="M7 10l4-7a2 2 0 0 1 3 2l-1 5h6a2 2 0 0 1 2 2.3l-1.4 7A2 2 0 0 1 17.6 21H7" />
    </svg>
  );
}

const isReason = (side: FeedbackSide, value: string): value is FeedbackReason =>
  (FEEDBACK_REASONS[side] as readonly string[]).includes(value);

type BoardFeedback = LiveState<Map<string, FeedbackOf>> & { retry: () => void };

/**
 * A board's feedback, live (one listener for the whole board, the latest FEEDBACK_LIST_LIMIT):
 * followed only while the board shows a delivered donation.
 */
export function useBoardFeedback(of: { donorUid: string } | { ngoId: string }, donations: Donation[]): BoardFeedback {
  const id = 'donorUid' in of ? `donor:${of.donorUid}` : `ngo:${of.ngoId}`;
  const delivered = donations.some((donation) => donation.status === 'delivered');
  return useLive<Map<string, FeedbackOf>>(delivered ? `feedback:${id}` : null, (onData, onError) =>
    watchFeedback(of, onData, onError),
  );
}

interface FeedbackPanelProps {
  donation: Donation;
  /** The side of the person reading the card. */
  side: FeedbackSide;
  /** The signed-in person (the donor, or the NGO's account). */
  uid: string;
  /** The board's feedback listener (useBoardFeedback): what both sides said, by donation. */
  feedback: BoardFeedback;
}

/**
 * Under a delivered donation: the feedback each side gave, and a short form for the reader's own
 * until it is given (once; the rules refuse a second). Nothing shows while the board's feedback
 * is loading, so a form is never offered for feedback already given.
 */
export function FeedbackPanel({ donation, side, uid, feedback }: FeedbackPanelProps) {
  const t = useT();
  const headingId = useId();
  if (donation.status !== 'delivered') return null;
  if (feedback.status === 'loading') return null;
  if (feedback.status === 'error') {
    return (
      <ErrorAlert className="mt-4" onRetry={feedback.retry}>
        {t('feedback.loadError', { reason: toFailure(feedback.error).message })}
      </ErrorAlert>
    );
  }
  const given = feedback.data.get(donation.id) ?? {};
  const other: FeedbackSide = side === 'donor' ? 'ngo' : 'donor';
  const mine = given[side];
  const theirs = given[other];
  return (
    <section aria-labelledby={headingId} className="mt-4 grid gap-3 border-t border-stone-200 pt-4" data-feedback>
      <h3 id={headingId} className="text-lg font-bold text-stone-900">
        {side === 'donor' ? t('feedback.title.donor') : t('feedback.title.ngo')}
      </h3>
      {mine ? <Given feedback={mine} who="you" /> : <FeedbackForm donation={donation} side={side} uid={uid} />}
      {theirs && <Given feedback={theirs} who={other} />}
    </section>
  );
}

/** Who said it, and how it went, in words: the reader, or the other side. */
const GIVEN_LABEL: Record<'you' | FeedbackSide, { up: string; down: string }> = {
  you: { up: msg('feedback.given.you.up'), down: msg('feedback.given.you.down') },
  ngo: { up: msg('feedback.given.ngo.up'), down: msg('feedback.given.ngo.down') },
  donor: { up: msg('feedback.given.donor.up'), down: msg('feedback.given.donor.down') },
};

/** What one side said: up or down, its reasons and its note. */
function Given({ feedback, who }: { feedback: Feedback; who: 'you' | FeedbackSide }) {
  const t = useT();
  const reasons = feedback.reasons.map((r) => t(REASON_LABEL[r])).join(' · ');
  return (
    <div className="rounded-control bg-stone-50 px-3 py-2 text-stone-800" data-feedback-given={feedback.side}>
      <p className="font-semibold">{t(feedback.up ? GIVEN_LABEL[who].up : GIVEN_LABEL[who].down)}</p>
      {reasons && <p>{reasons}</p>}
      {feedback.note && <p className="break-words italic">{t('feedback.given.note', { note: feedback.note })}</p>}
    </div>
  );
}

function FeedbackForm({ donation, side, uid }: { donation: Donation; side: FeedbackSide; uid: string }) {
  const t = useT();
  const howErrorId = useId();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useZodForm(feedbackSchema(side, t), { defaultValues: { how: null, reasons: [], note: '' } });
  const how = useWatch({ control, name: 'how' });
  const send = useMutation({
    mutationFn: (values: { up: boolean; reasons: FeedbackReason[]; note: string }) =>
      leaveFeedback({ donation, side, uid, ...values }),
  });
  const submit = handleSubmit((values) => send.mutate(values));
  const howField = register('how');
  const reasonsField = register('reasons');
  const noteField = register('note');
  const failure = send.isError ? toFailure(send.error) : null;
  const pending = send.isPending;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-3">
      <fieldset aria-describedby={errors.how ? howErrorId : undefined}>
        <legend className="text-base font-semibold text-stone-900">{t('feedback.how.legend')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {HOW.map(({ value, label }) => (
            <label key={value} className={`${CHIP} ${CHIP_LARGE}`}>
              <input
                type="radio"
                value={value}
                disabled={pending}
                aria-invalid={errors.how ? true : undefined}
                className={CHIP_INPUT}
                {...howField}
              />
              <Thumb down={value === 'down'} />
              {t(label)}
            </label>
          ))}
        </div>
        {errors.how && (
          <p id={howErrorId} className="mt-1 text-sm font-medium text-red-700">
            {errors.how.message}
          </p>
        )}
      </fieldset>
      {how && (
        <>
          <ChoiceChips
            legend={how === 'up' ? t('feedback.reasons.up') : t('feedback.reasons.down')}
            type="checkbox"
            field={reasonsField}
            options={FEEDBACK_REASONS[side].map((value) => ({ value, label: t(REASON_LABEL[value]) }))}
          />
          <TextArea
            label={t('feedback.note.label')}
            hint={t('feedback.note.hint', { max: FEEDBACK_NOTE_MAX })}
            rows={2}
            maxLength={FEEDBACK_NOTE_MAX}
            readOnly={pending}
            error={errors.note?.message}
            {...noteField}
          />
        </>
      )}
      {failure && <ErrorAlert>{t('feedback.failedKept', { reason: failure.message })}</ErrorAlert>}
      <div>
        <Button type="submit" variant="secondary" loading={pending}>
          {failure?.retryable ? t('feedback.retry') : t('feedback.send')}
        </Button>
      </div>
    </form>
  );
}
