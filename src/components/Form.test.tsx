import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Form } from './Form';

function SignIn() {
  return (
    <Form aria-label="Sign in">
      <label>
        Email <input name="email" />
      </label>
      <button type="submit">Sign in</button>
    </Form>
  );
}

describe('Form', () => {
  it('is disabled in HTML rendered ahead of time, so nothing can be typed and lost before the page is live', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SignIn />);
    document.body.appendChild(container);
    const input = container.querySelector('input')!;
    const button = container.querySelector('button')!;
    expect(input.matches(':disabled')).toBe(true);
    expect(button.matches(':disabled')).toBe(true);

    await act(async () => {
      hydrateRoot(container, <SignIn />);
    });
    expect(input.matches(':disabled')).toBe(false);
    expect(button.matches(':disabled')).toBe(false);
    container.remove();
  });

  it('is usable at once when the page is rendered in the browser', () => {
    render(<SignIn />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});
