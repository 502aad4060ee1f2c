/** What the play screen says where the map would be. */
export const NO_WEBGL_TEXT =
  'This browser cannot draw the map (WebGL is off or unavailable). Turn on hardware acceleration in its settings or try another browser. Until then, pick territories from the list under the map.';

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
