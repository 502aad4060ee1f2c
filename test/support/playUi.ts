/**
 * Browser-test helpers for the play screen: signing in through the page, where a territory's disc
 * is on the canvas (as the map's own layout reports it), tapping it, and reading the game as a
 * player sees it to decide the next move.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { fitCamera } from '../../client/map/camera';
import { FIT_PADDING, PHONE_FIT_PADDING } from '../../client/map/markerScale';
import { SCREEN_DISCS, type ScreenDisc } from '../../client/routes/play/canvas/screenDiscs';
import type { MapDetail } from '../../shared/protocol/maps';
import type { UpdateStateBody } from '../../shared/protocol/updateState';
import { playHttp, type TestPlayer } from './gameClients';

/** Signs in through the login page (the test accounts' password) and waits for the navbar to say so. */
export async function logInThroughPage(page: Page, baseUrl: string, username: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('secret-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect.poll(() => page.getByTestId('navbar-user').textContent()).toContain(username);
}

/** The map's drawing surface: the light map's canvas, then PixiJS's (see PlayCanvas). */
export function mapCanvas(page: Page) {
  return page.getByTestId('map-surface');
}

/** The map canvas's box, and the camera that fits `map` into it: the view the screen opens with. */
export async function fittedView(page: Page, map: { width: number; height: number }) {
  const box = await mapCanvas(page).boundingBox();
  if (!box) throw new Error('the map canvas is not on screen');
  const narrow = (page.viewportSize()?.width ?? Infinity) <= 900;
  const camera = fitCamera({
    viewWidth: box.width,
    viewHeight: box.height,
    contentWidth: map.width,
    contentHeight: map.height,
    // Phones (the play screen's narrow layout) show the fitted map at the top of its box, with
    // a narrower margin.
    padding: narrow ? PHONE_FIT_PADDING : FIT_PADDING,
    alignTop: narrow,
  });
  return { box, camera };
}

/** The zoom the map's controls show. */
export async function shownZoom(page: Page): Promise<number> {
  return Number(await page.getByTestId('map-zoom').getAttribute('data-zoom'));
}

/** Every disc where the map's own layout draws it now, in page coordinates (see screenDiscs). */
export function screenDiscs(page: Page): Promise<ScreenDisc[]> {
  return mapCanvas(page).evaluate(
    (surface, key) => (surface as unknown as Record<string, () => ScreenDisc[]>)[key]!(),
    SCREEN_DISCS,
  );
}

/**
 * The page point of territory `id`'s disc where the camera shows it now: fitted, or on a phone
 * framing the player's territories as a step began (the disc may sit off its anchor, where the
 * layout pushed it). A disc out of view is brought back by the Fit button first.
 */
export async function territoryPoint(page: Page, map: MapDetail, id: number) {
  const { box, camera } = await fittedView(page, map);
  // The camera fits once the canvas has its size (and again when it changes), and may then
  // frame a step: until the zoom has settled, a tap could land where the territory is not yet.
  let last = -1;
  await expect
    .poll(async () => {
      const zoom = await shownZoom(page);
      const settled = zoom === last && zoom >= camera.zoom - 0.005;
      last = zoom;
      return settled;
    })
    .toBe(true);
  const find = async () => {
    const disc = (await screenDiscs(page)).find((d) => d.id === id);
    if (!disc) throw new Error(`no territory ${id}`);
    return disc;
  };
  let disc = await find();
  const inView = disc.x >= box.x && disc.x <= box.x + box.width;
  if (!inView || disc.y < box.y || disc.y > box.y + box.height) {
    await page.getByRole('button', { name: 'Fit the whole map' }).click();
    await expect.poll(() => shownZoom(page)).toBeCloseTo(camera.zoom, 2);
    disc = await find();
  }
  return { x: disc.x, y: disc.y };
}

/**
 * A click (mouse) or a tap (touch screen) on a territory's disc; where the tap could mean several
 * territories, the name picked from the list it offers.
 */
export async function tapTerritory(page: Page, map: MapDetail, id: number, touch = false) {
  // On a phone the page scrolls (dialogs sit under the map): bring the whole map back in view.
  await page.evaluate(() => window.scrollTo(0, 0));
  const { x, y } = await territoryPoint(page, map, id);
  if (touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
  if (await page.getByTestId('tap-choice').isVisible()) {
    await choiceOf(page, map.territories[id - 1]!.name).click();
  }
}

/** The entry named `name` in the list a tap on several discs offers. */
export function choiceOf(page: Page, name: string): Locator {
  return page.getByTestId('tap-choice').locator('.tap-choice__name', {
    has: page.locator('.tap-choice__label').getByText(name, { exact: true }),
  });
}

/** Whether the element at the centre of `target` (what a click there reaches) is `target` itself. */
export async function clickableAtCentre(page: Page, target: Locator): Promise<boolean> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) return false;
  const handle = await target.elementHandle();
  return page.evaluate(
    ([x, y, element]) => {
      const hit = document.elementFromPoint(x as number, y as number);
      return hit !== null && (hit === element || (element as Element).contains(hit));
    },
    [box.x + box.width / 2, box.y + box.height / 2, handle] as const,
  );
}

/** update-state as `player` sees it (the test's oracle for choosing moves). */
export async function stateOf(player: TestPlayer, gameId: number): Promise<UpdateStateBody> {
  const response = await player.http.post(`/game/${gameId}/play/update-state`, {});
  return (await response.json()) as UpdateStateBody;
}

/** Waits until the game's version passes `version`; returns the new state. */
export async function nextState(
  player: TestPlayer,
  gameId: number,
  version: number,
  timeoutMs = 15_000,
): Promise<UpdateStateBody> {
  const start = Date.now();
  for (;;) {
    const state = await stateOf(player, gameId);
    if (state.version > version) return state;
    if (Date.now() - start > timeoutMs) throw new Error(`version stayed at ${version}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Closes the navbar's notifications, which float over the top of the map on small screens. */
export async function dismissNotifications(page: Page) {
  const buttons = page.getByRole('button', { name: /^Dismiss:/ });
  while ((await buttons.count()) > 0) await buttons.first().click();
}

/**
 * Brings `player`'s begun turn to the attack step with every reinforcement on its first territory
 * that borders an enemy; returns that territory, an enemy beside it and the game as it is then.
 */
export async function readyToAttack(player: TestPlayer, gameId: number, map: MapDetail) {
  let s = await stateOf(player, gameId);
  const me = s.me!.player_id;
  const owner = (id: number) => s.game_state.territories[id - 1]?.player_id;
  const source = map.territories.find(
    (t) => owner(t.id) === me && t.adjacencies.some((a) => owner(a) !== me),
  )!;
  const target = source.adjacencies.find((a) => owner(a) !== me)!;
  await playHttp(player, gameId, 'place-troops', {
    territory: source.id,
    num_troops: s.me!.reinforcements,
    last_update: s.version,
  });
  s = await stateOf(player, gameId);
  await playHttp(player, gameId, 'advance-phase', { from_step: 2, last_update: s.version });
  s = await nextState(player, gameId, s.version - 1);
  return { source: source.id, target, state: s };
}
