import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ngoKeys } from '../../lib/queries/keys';
import { friendlyError } from '../../services/errors';
import { saveMyNgo, type NgoInput } from '../../services/ngos';
import { uploadLogo } from '../../services/storage';

export type ProfileData = Omit<NgoInput, 'imageUrl'>;

interface SaveRequest {
  data: ProfileData;
  logo: File | null;
  /** The person agreed that this save clears the verified badge. */
  confirmUnverify: boolean;
}

/**
 * Saving the NGO's profile: the new logo uploaded first (with its progress; a logo uploaded before
 * a save that failed is not uploaded again), then the profile, and the NGO's queries refreshed.
 */
export function useNgoProfileSave(uid: string, initialImageUrl: string) {
  const queryClient = useQueryClient();
  const [savedImageUrl, setSavedImageUrl] = useState(initialImageUrl);
  const [progress, setProgress] = useState<number | null>(null);
  // A logo uploaded before a save that failed is not uploaded again when the save is retried.
  const uploaded = useRef<{ file: File; url: string } | null>(null);

  const save = useMutation({
    mutationFn: async ({ data, logo: file, confirmUnverify }: SaveRequest) => {
      let imageUrl = savedImageUrl;
      let uploadFailure: string | null = null;
      if (file && uploaded.current?.file === file) {
        imageUrl = uploaded.current.url;
      } else if (file) {
        setProgress(0);
        try {
          imageUrl = await uploadLogo(file, setProgress);
          uploaded.current = { file, url: imageUrl };
        } catch (error) {
          // The profile is still saved, with the logo it had; the person is told why the new one is not there.
          uploadFailure = friendlyError(error);
        } finally {
          setProgress(null);
        }
      }
      const outcome = await saveMyNgo(uid, { ...data, imageUrl }, { confirmUnverify });
      return { outcome, imageUrl, uploadFailure, unverified: confirmUnverify };
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ngoKeys.detail(uid) });
      void queryClient.invalidateQueries({ queryKey: ngoKeys.lists() });
    },
  });
  return { save, savedImageUrl, setSavedImageUrl, progress };
}
