// Whether the camera preview was on screen at any moment: with the fake camera the code is
// often read, and the page left, before an assertion could look at the preview.
import type { Page } from '@playwright/test';

const PREVIEW_LABEL = 'Beeld van de camera';

/** Starts watching `page` (before it navigates); the result tells whether the preview showed. */
export async function watchCameraPreview(page: Page): Promise<() => Promise<boolean>> {
  await page.addInitScript((label) => {
    const look = () => {
      if (document.querySelector(`[aria-label="${label}"]`)) {
        sessionStorage.setItem('e2e-saw-camera-preview', 'yes');
      }
    };
    new MutationObserver(look).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
    });
  }, PREVIEW_LABEL);
  return async () =>
    (await page.evaluate(() => sessionStorage.getItem('e2e-saw-camera-preview'))) === 'yes';
}
