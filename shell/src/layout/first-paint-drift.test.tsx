// The first HTML's markup (api/src/routes/static/first-paint.ts, a string) and the shell's
// FirstPaint and PublicLayout (JSX) are written twice; this test fails when they drift, so the
// page does not jump when React replaces the first paint.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { firstPaintHtml } from '../../../api/src/routes/static/first-paint';
import { PortalProvider } from '../runtime/portal-context';
import { TEST_PORTAL } from '../test/portal-fixture';
import { FirstPaint } from './first-paint';
import { PublicLayout } from './public-layout';

/** The tree as text with each element's attributes sorted (their order means nothing). */
function canonical(node: Node | null | undefined): string {
  if (!node) return '';
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element)) return '';
  const attributes = [...node.attributes]
    .map((attribute) => `${attribute.name}="${attribute.value}"`)
    .sort()
    .join(' ');
  const children = [...node.childNodes].map(canonical).join('');
  return `<${node.localName} ${attributes}>${children}</${node.localName}>`;
}

function parsed(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder;
}

describe('the first paint of the api and of the shell', () => {
  const brand = { ...TEST_PORTAL.config.brand, name: 'Zorg & "Hulp" <B.V.>' };
  const portal = { ...TEST_PORTAL, config: { ...TEST_PORTAL.config, brand } };

  it('is the same markup inside the same frame', () => {
    const fromApi = parsed(firstPaintHtml(brand));
    const { container } = render(
      <PortalProvider value={portal}>
        <PublicLayout>
          <FirstPaint />
        </PublicLayout>
      </PortalProvider>,
    );
    const apiMain = fromApi.querySelector('main');
    const shellMain = container.querySelector('main');
    expect(canonical(apiMain?.firstChild)).toBe(canonical(shellMain?.firstChild));
    expect(apiMain?.childNodes).toHaveLength(1);
    expect(fromApi.firstElementChild?.className).toBe(container.firstElementChild?.className);
    expect(apiMain?.className).toBe(shellMain?.className);
  });
});
