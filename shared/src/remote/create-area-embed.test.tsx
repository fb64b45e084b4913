import { useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAreaHostProps } from '@portal/shared/contract';
import { registerAreaStyles } from './area-styles.js';
import { AreaStyleScope } from './area-style-scope.js';
import { createAreaEmbed, EMBED_API_VERSION } from './create-area-embed.js';

/** An area App with a query (whose cache would keep a timer) and its props on show. */
function ProbeApp(props: TAreaHostProps) {
  const answer = useQuery({ queryKey: ['probe'], queryFn: () => 'loaded' });
  return (
    <AreaStyleScope>
      <p data-testid="history">{props.history}</p>
      <p data-testid="token">{props.getToken?.()}</p>
      <p>{answer.data}</p>
    </AreaStyleScope>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('createAreaEmbed', () => {
  it('mounts with a memory router by default and asks the token function', async () => {
    const element = document.createElement('div');
    document.body.append(element);
    const embed = createAreaEmbed(ProbeApp);
    expect(embed.version).toBe(EMBED_API_VERSION);
    let token = 'first';
    const area = await act(() => embed.mount(element, { getToken: () => token }));
    expect(await screen.findByText('loaded')).toBeTruthy();
    expect(screen.getByTestId('history').textContent).toBe('memory');
    token = 'second';
    expect(screen.getByTestId('token').textContent).toBe('first');
    await act(() => area.unmount());
    expect(element.innerHTML).toBe('');
  });

  it('writes its styles inside its element and takes them away on unmount', async () => {
    registerAreaStyles('[data-portal-area] p { color: red }');
    const element = document.createElement('div');
    document.body.append(element);
    const area = await act(() => createAreaEmbed(ProbeApp).mount(element));
    expect(element.querySelector('[data-portal-area] > style')?.textContent).toContain(
      'color: red',
    );
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
    await act(() => area.unmount());
    expect(document.querySelectorAll('style, [data-portal-area]')).toHaveLength(0);
  });

  it('leaves no timer of its queries behind after unmount', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const element = document.createElement('div');
    document.body.append(element);
    const area = await act(() => createAreaEmbed(ProbeApp).mount(element));
    await screen.findByText('loaded');
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    await act(() => area.unmount());
    expect(vi.getTimerCount()).toBe(0);
  });

  it('refuses a second area in the same element', async () => {
    const element = document.createElement('div');
    const embed = createAreaEmbed(ProbeApp);
    const area = await act(() => embed.mount(element));
    await expect(embed.mount(element)).rejects.toThrow();
    await act(() => area.unmount());
  });
});
