/** What the play screen says where the map would be. */
export const NO_WEBGL_TEXT =
  'This browser cannot draw the map (WebGL is off or unavailable). Turn on hardware acceleration in its settings or try another browser. Until then, pick territories from the list under the map.';

let drawable: boolean | undefined;

/**
 * Whether this browser gives a page a WebGL context (on its GPU or a software one). The play
 * screen's map is drawn with WebGL only; a browser with WebGL turned off or blocked cannot show
 * it. Found out once, with a context that is released at once.
 */
export function canDrawWithWebGL(): boolean {
  drawable ??= (() => {
    try {
      const canvas = document.createElement('canvas');
      const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
      gl?.getExtension('WEBGL_lose_context')?.loseContext();
      return gl !== null;
    } catch {
      return false;
    }
  })();
  return drawable;
}

/** What a WebGL renderer that draws on the CPU calls itself (Chrome, Firefox, Edge, Mesa). */
const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software|basic render/i;

/**
 * Whether `gl` draws on the CPU rather than a GPU: a browser without hardware acceleration (or
 * whose GPU it refuses) falls back to such a renderer, where each frame of the map costs a core.
 */
export function drawsInSoftware(gl: WebGLRenderingContext | WebGL2RenderingContext): boolean {
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name: unknown = gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER);
  return SOFTWARE_RENDERER.test(String(name));
}
