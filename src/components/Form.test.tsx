import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Form } from './Form';

function SignIn({ onSubmit }: { onSubmit?: (data: FormData) => void }) {
  return (
    <Form
      aria-label="Sign in"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.(new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter));
      }}
    >
      <label>
        Email <input name="email" />
      </label>
      <button type="submit" name="via" value="button">
        Sign in
      </button>
    </Form>
  );
}

// index.html's inline script that keeps early input (the one that sets window.earlyInput; the page
// has others), run here as the browser runs it before any module loads.
const INLINE = [...readFileSync('index.html', 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)]
  .map((match) => match[1]!)
  .find((script) => script.includes('earlyInput'))!;
let uninstall: (() => void) | undefined;
function runInlineScript() {
  const added: Parameters<typeof document.addEventListener>[] = [];
  const add = document.addEventListener.bind(document);
  const spy = vi.spyOn(document, 'addEventListener').mockImplementation((...args) => {
    added.push(args as Parameters<typeof document.addEventListener>);
    add(...(args as Parameters<typeof document.addEventListener>));
  });
  new Function(INLINE)();
  spy.mockRestore();
  uninstall = () => {
    added.forEach((args) => document.removeEventListener(...args));
    delete window.earlyInput;
  };
}

/** A person typing: the value changes and the field sends an input event. */
function type(field: HTMLInputElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function ControlledSignIn({ onSubmit }: { onSubmit: (email: string) => void }) {
  const [email, setEmail] = useState('');
  return (
    <Form
      aria-label="Sign in"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(email);
      }}
    >
      <label>
        Email <input name="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <button type="submit">Sign in</button>
    </Form>
  );
}

function prerendered(ui: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.appendChild(container);
  return container;
}

afterEach(() => {
  uninstall?.();
  uninstall = undefined;
  document.body.innerHTML = '';
});

describe('Form', () => {
  it('can be typed into before the page is live, and keeps what was typed through hydration', async () => {
    const container = prerendered(<SignIn />);
    const input = container.querySelector('input')!;
    expect(input.matches(':disabled')).toBe(false);
    expect(container.querySelector('button')!.matches(':disabled')).toBe(false);
    type(input, 'asha@example.org');

    await act(async () => {
      hydrateRoot(container, <SignIn />);
    });
    expect(input.value).toBe('asha@example.org');
  });

  it('holds back a submit made before the page is live and sends it, with its button, once live', async () => {
    runInlineScript();
    const onSubmit = vi.fn();
    const container = prerendered(<SignIn onSubmit={onSubmit} />);
    const form = container.querySelector('form')!;
    type(container.querySelector('input')!, 'asha@example.org');
    const nativeSubmit = new Event('submit', { bubbles: true, cancelable: true });
    Object.defineProperty(nativeSubmit, 'submitter', { value: container.querySelector('button') });
    form.dispatchEvent(nativeSubmit);
    // The browser's own submit (a request with the fields in it) does not happen; the form waits.
    expect(nativeSubmit.defaultPrevented).toBe(true);
    expect(form).toHaveAttribute('aria-busy', 'true');

    await act(async () => {
      hydrateRoot(container, <SignIn onSubmit={onSubmit} />);
    });
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const sent = onSubmit.mock.calls[0]![0] as FormData;
    expect(sent.get('email')).toBe('asha@example.org');
    expect(sent.get('via')).toBe('button');
    expect(form).not.toHaveAttribute('aria-busy');
  });

  it('gives a controlled field back what was typed before hydration, and a held-back submit sends it', async () => {
    runInlineScript();
    const onSubmit = vi.fn();
    const container = prerendered(<ControlledSignIn onSubmit={onSubmit} />);
    const input = container.querySelector('input')!;
    type(input, 'asha@example.org');
    container.querySelector('button')!.click();

    await act(async () => {
      hydrateRoot(container, <ControlledSignIn onSubmit={onSubmit} />);
    });
    expect(input.value).toBe('asha@example.org');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('asha@example.org'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('leaves a submit on the live page to React alone, once', async () => {
    runInlineScript();
    const onSubmit = vi.fn();
    const container = prerendered(<SignIn onSubmit={onSubmit} />);
    await act(async () => {
      hydrateRoot(container, <SignIn onSubmit={onSubmit} />);
    });
    await act(async () => {
      container.querySelector('form')!.requestSubmit();
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('posts, should the inline script not run, so nothing typed lands in an address', () => {
    render(<SignIn />);
    expect(screen.getByRole('form', { name: 'Sign in' })).toHaveAttribute('method', 'post');
  });

  it('is usable at once when the page is rendered in the browser', () => {
    render(<SignIn />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});
