import { act, fireEvent } from '@testing-library/react';

/** Puts the page at this scroll offset and tells the listeners, as a person's scroll would. */
export function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => {
    fireEvent.scroll(window);
  });
}
