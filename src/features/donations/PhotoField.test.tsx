// Component tests of the photo field on Donate Food: what a donor is told about a file that cannot
// be used, before anything is made small or sent. Nothing is mocked: a file that is not a picture
// or is too large is turned away before the compression library loads (jsdom has no canvas to
// run it; the photo made small and sent is tested in Chromium, tests/e2e/food-photo.spec.ts).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FOOD_PHOTO } from '../../config/limits.js';
import { PhotoField, usePhotoChoice } from './PhotoField';

function PhotoForm() {
  const choice = usePhotoChoice();
  return <PhotoField choice={choice} />;
}

const LABEL = 'A photo of the food (optional)';

describe('the photo of the food', () => {
  it('is optional, says what happens to it, and takes the camera or the gallery', () => {
    render(<PhotoForm />);
    const input = screen.getByLabelText(LABEL);
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).not.toBeRequired();
    expect(input).toHaveAccessibleDescription(/its location and camera details are removed before it is sent/);
  });

  it('a file that is not a picture is refused in plain words', async () => {
    render(<PhotoForm />);
    const input = screen.getByLabelText(LABEL);
    await userEvent.upload(input, new File(['rice, dal'], 'menu.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(await screen.findByText('That file is not a picture. Choose a photo of the food.')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('button', { name: 'Remove the photo of the food' })).not.toBeInTheDocument();
  });

  it('a picture larger than 25 MB is refused before it is opened', async () => {
    render(<PhotoForm />);
    const huge = new File([new Uint8Array(FOOD_PHOTO.maxInputBytes + 1)], 'raw.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText(LABEL), huge);
    expect(await screen.findByText('That picture is larger than 25 MB. Choose a smaller one.')).toBeVisible();
  });
});
