// What a page must hold to on a phone and a desktop (issue 9, LOOK-AND-WORDS), measured in
// the DOM of the page as it is shown: tap targets of at least 44 x 44 px, no word broken
// over two lines, no text cut off by its box, no sideways scrolling of the page, and no
// serious or critical axe violation. Screenshots go to UI_SHOTS_DIR when it is set.
import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page, TestInfo } from '@playwright/test';

const require = createRequire(import.meta.url);

/** Whether `element` starts below the sticky top bar (the page's banner), not behind it. */
export async function isBelowTopBar(page: Page, element: Locator): Promise<boolean> {
  const topBar = await page.getByRole('banner').boundingBox();
  const box = await element.boundingBox();
  return !!box && !!topBar && box.y >= topBar.y + topBar.height;
}

/** One finding: what and where (a short CSS-like path and the text). */
export type TFinding = { what: string; where: string; text: string };

/** Visible interactive elements smaller than 44 x 44 px (a checkbox counts with its label). */
export function smallTapTargets(page: Page, minimum = 44): Promise<TFinding[]> {
  return page.evaluate((min) => {
    const describe = (element: Element) =>
      [
        element.tagName.toLowerCase(),
        element.id ? `#${element.id}` : '',
        element.className && typeof element.className === 'string'
          ? `.${element.className.trim().split(/\s+/).join('.')}`
          : '',
      ].join('');
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="combobox"], [role="option"], [role="tab"], [tabindex]:not([tabindex="-1"])';
    const found: { what: string; where: string; text: string }[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      let box = element.getBoundingClientRect();
      if (box.width <= 2 || box.height <= 2) continue; // visually hidden
      if (box.bottom + window.scrollY <= 0) continue; // parked above the page (skip link)
      if (element.closest('[hidden], [aria-hidden="true"]')) continue;
      const label = element.closest('label');
      if (
        element instanceof HTMLInputElement &&
        ['checkbox', 'radio'].includes(element.type) &&
        label
      ) {
        box = label.getBoundingClientRect();
      }
      if (box.width + 0.5 < min || box.height + 0.5 < min) {
        found.push({
          what: `${Math.round(box.width)} x ${Math.round(box.height)} px`,
          where: describe(element),
          text: (element.textContent || element.getAttribute('aria-label') || '')
            .trim()
            .slice(0, 60),
        });
      }
    }
    return found;
  }, minimum);
}

/** Words that the layout broke over two lines ('Woonzorgcentru m'), and text cut off by its box. */
export function brokenText(page: Page): Promise<TFinding[]> {
  // why: on a touch phone (isMobile) Chromium widens the layout viewport to the content, so
  // window.innerWidth grows with an overflow; the screen's width is the project's viewport.
  const screenWidth = page.viewportSize()?.width ?? Number.POSITIVE_INFINITY;
  return page.evaluate((screenWidth) => {
    const found: { what: string; where: string; text: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    // why: the page's text column: the screen less the page's side padding
    const main = document.querySelector('main');
    const textColumn = main
      ? main.clientWidth -
        parseFloat(getComputedStyle(main).paddingLeft) -
        parseFloat(getComputedStyle(main).paddingRight)
      : Math.min(window.innerWidth, screenWidth);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || text.trim() === '') continue;
      if (parent.closest('script, style, [hidden], .visually-hidden, [aria-hidden="true"]'))
        continue;
      const style = getComputedStyle(parent);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const parentBox = parent.getBoundingClientRect();
      if (parentBox.width <= 2 || parentBox.height <= 2) continue; // visually hidden
      // A token with a digit (date, number, code, amount) stays on one line; a word of
      // letters may break at its own hyphen ('Hoog-|laagbedden'), never elsewhere. A token
      // wider than the page's whole text column (a 24-letter compound or an e-mail address
      // at 200 % on a phone) has nowhere else to go and may break; 'Dagbest|eding' in a
      // narrow box is still a finding. An e-mail address is no word: it may break where it
      // must (page.css .ui-details).
      const tokens = /\S+/g;
      for (let match = tokens.exec(text); match; match = tokens.exec(text)) {
        const token = match[0];
        if (token.includes('@')) continue;

        const parts = /\d/.test(token) ? [token] : token.split(/(?<=-)/);
        let at = match.index;
        for (const part of parts) {
          range.setStart(node, at);
          range.setEnd(node, at + part.length);
          at += part.length;
          const lines = new Set(
            Array.from(range.getClientRects())
              .filter((rect) => rect.width > 0)
              .map((rect) => Math.round(rect.top)),
          );
          const tokenWidth = Array.from(range.getClientRects()).reduce(
            (sum, r) => sum + r.width,
            0,
          );
          if (lines.size > 1 && tokenWidth <= textColumn) {
            found.push({
              what: 'word broken over lines',
              where: parent.tagName.toLowerCase(),
              text: token,
            });
          }
        }
      }
      const clips = style.overflowX === 'hidden' || style.overflowX === 'clip';
      if (clips && parent.scrollWidth > parent.clientWidth + 1) {
        found.push({
          what: 'text cut off',
          where: parent.tagName.toLowerCase(),
          text: text.trim().slice(0, 60),
        });
      }
    }
    const width = Math.min(window.innerWidth, screenWidth);
    if (document.documentElement.scrollWidth > width + 1) {
      found.push({
        what: 'page scrolls sideways',
        where: 'html',
        text: `${document.documentElement.scrollWidth} > ${width}`,
      });
    }
    return found;
  }, screenWidth);
}

type TAxeResult = {
  violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
};

/** The serious and critical axe-core violations of the page as it is now. */
export async function seriousAxeViolations(page: Page): Promise<TFinding[]> {
  await page.addScriptTag({ path: require.resolve('axe-core') });
  const result = await page.evaluate(() =>
    (window as unknown as { axe: { run: (options: object) => Promise<TAxeResult> } }).axe.run({
      resultTypes: ['violations'],
    }),
  );
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      what: violation.id,
      where: violation.nodes.map((node) => node.target.join(' ')).join(', '),
      text: violation.impact ?? '',
    }));
}

/** A full-page screenshot under UI_SHOTS_DIR/<project>/<name>.png, when UI_SHOTS_DIR is set. */
export async function saveShot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const root = process.env['UI_SHOTS_DIR'];
  if (!root) return;
  const folder = join(root, testInfo.project.name);
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: join(folder, `${name}.png`), fullPage: true });
}
