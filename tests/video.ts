import {expect, type Page} from '@playwright/test';

/**
 * Presses play on the open (hydrated) page's video and waits until its clip plays: the player.
 * Shared by the end-to-end and integration tests of the player.
 */
export async function pressPlay(page: Page) {
  const play = page.getByTestId('video-play');
  await play.scrollIntoViewIfNeeded();
  await play.click();
  const video = page.locator('figure video');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => (v.error ? -1 : v.currentTime)))
    .toBeGreaterThan(0);
  return video;
}
