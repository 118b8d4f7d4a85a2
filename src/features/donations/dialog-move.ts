import { useMutation } from '@tanstack/react-query';
import { DonationMoveError, moveFailure } from '../../services/donation-moves';

/**
 * A move made from a dialog (refuse, deliver): `onDone` when it lands; a refusal because the
 * donation is no longer where the NGO saw it goes to the board (`onRefused`, as the card may change
 * or vanish with the same update); any other failure stays in the dialog as `failure`, with what
 * was typed kept.
 */
export function useDialogMove<T>(
  move: (values: T) => Promise<unknown>,
  onDone: () => void,
  onRefused: (message: string) => void,
) {
  const mutation = useMutation({
    mutationFn: move,
    onSuccess: onDone,
    onError: (error) => {
      if (error instanceof DonationMoveError) onRefused(error.message);
    },
  });
  const failure =
    mutation.isError && !(mutation.error instanceof DonationMoveError) ? moveFailure(mutation.error) : null;
  return { mutate: mutation.mutate, failure, pending: mutation.isPending };
}
