import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOP_BAR_HEIGHT_VARIABLE, useTopBarHeight } from './use-top-bar-height';

function Bar() {
  const bar = useRef<HTMLElement>(null);
  useTopBarHeight(bar);
  return <header ref={bar}>bar</header>;
}

const height = () => document.documentElement.style.getPropertyValue(TOP_BAR_HEIGHT_VARIABLE);

describe('useTopBarHeight', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('keeps the token at the bar height, follows its changes and lets go on unmount', () => {
    let resized: () => void = () => {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    let barHeight = 105.5;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
      () => ({ height: barHeight }) as DOMRect,
    );
    const { unmount } = render(<Bar />);
    expect(height()).toBe('106px');
    barHeight = 70;
    resized();
    expect(height()).toBe('70px');
    unmount();
    expect(height()).toBe('');
  });
});
