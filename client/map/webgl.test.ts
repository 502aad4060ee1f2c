import { describe, expect, it } from 'vitest';
import { drawsInSoftware } from './webgl';

const UNMASKED_RENDERER_WEBGL = 0x9246;
const RENDERER = 0x1f01;

/** The two calls drawsInSoftware makes of a WebGL context, answering as a browser would. */
function contextNaming(renderer: string | null) {
  const gl = {
    RENDERER,
    getExtension: (name: string) =>
      name === 'WEBGL_debug_renderer_info' && renderer !== null
        ? { UNMASKED_RENDERER_WEBGL }
        : null,
    getParameter: (parameter: number) =>
      parameter === UNMASKED_RENDERER_WEBGL ? renderer : 'WebKit WebGL',
  };
  return gl as unknown as WebGLRenderingContext;
}

describe('drawsInSoftware', () => {
  it.each([
    'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
    'llvmpipe (LLVM 15.0.6, 256 bits)',
    'ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0, D3D11)',
  ])('knows a renderer without a GPU: %s', (name) => {
    expect(drawsInSoftware(contextNaming(name))).toBe(true);
  });

  it.each([
    'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)',
    'ANGLE (Intel, Mesa Intel(R) UHD Graphics 620 (KBL GT2), OpenGL 4.6)',
    'Apple M1',
    'Mali-G78',
  ])('knows a GPU: %s', (name) => {
    expect(drawsInSoftware(contextNaming(name))).toBe(false);
  });

  it('takes a browser that hides the renderer for one with a GPU', () => {
    expect(drawsInSoftware(contextNaming(null))).toBe(false);
  });
});
