/**
 * The map's picture with the owners' tints over it, drawn in one pass by one shader: each pixel
 * looks up which territory it lies in (the places texture, drawn once per map), that territory's
 * tint (the palette, see tintPalette.ts) and the picture, and mixes them. A change of owners
 * rewrites a few palette entries; nothing is triangulated or filled again. Drawn as the picture
 * and a layer of tint polygons over it, a software renderer (a browser without a GPU) filled the
 * screen twice every frame, and that was most of a replay's frame after a jump.
 */
import {
  BufferImageSource,
  Graphics,
  Mesh,
  MeshGeometry,
  RenderTexture,
  Shader,
  Texture,
  type Renderer,
  type TextureSource,
} from 'pixi.js';
import { PALETTE_WIDTH, placeColor, TintPalette } from './tintPalette';
import type { MapView } from './viewModel';

const vertex = `
in vec2 aPosition;
in vec2 aUV;
out vec2 vUV;
uniform mat3 uProjectionMatrix;
uniform mat3 uWorldTransformMatrix;
uniform mat3 uTransformMatrix;
void main() {
  mat3 mvp = uProjectionMatrix * uWorldTransformMatrix * uTransformMatrix;
  gl_Position = vec4((mvp * vec3(aPosition, 1.0)).xy, 0.0, 1.0);
  vUV = aUV;
}`;

const fragment = `
in vec2 vUV;
out vec4 finalColor;
uniform sampler2D uPicture;
uniform sampler2D uPlaces;
uniform sampler2D uPalette;
uniform vec2 uPictureUv;
void main() {
  vec4 picture = texture(uPicture, vUV * uPictureUv);
  vec4 place = texture(uPlaces, vUV);
  float entry = floor(place.r * 255.0 + 0.5) + 256.0 * floor(place.b * 255.0 + 0.5);
  vec4 tint = texture(uPalette, vec2((entry + 0.5) / ${PALETTE_WIDTH}.0, place.g > 0.5 ? 0.75 : 0.25));
  finalColor = picture * (1.0 - tint.a) + vec4(tint.rgb * tint.a, tint.a);
}`;

/** Where the picture is missing: nothing under the tints. */
const CLEAR = new BufferImageSource({
  resource: new Uint8Array(4),
  width: 1,
  height: 1,
  format: 'rgba8unorm',
});

/** Each territory in its own colour (see placeColor), its outline in a second one. */
function drawPlaces(view: MapView): Graphics {
  const g = new Graphics();
  view.territories.forEach((t, i) => {
    for (const ring of t.outline) {
      g.poly(ring)
        .fill({ color: placeColor(i, false) })
        .stroke({ width: 2, color: placeColor(i, true) });
    }
  });
  return g;
}

export class TintedPicture {
  readonly mesh: Mesh<MeshGeometry, Shader>;
  private readonly palette = new TintPalette();
  private readonly paletteSource = new BufferImageSource({
    resource: this.palette.data,
    width: PALETTE_WIDTH,
    height: 2,
    format: 'rgba8unorm',
    alphaMode: 'no-premultiply-alpha',
    scaleMode: 'nearest',
  });
  private places: RenderTexture | null = null;
  private picture: { texture: Texture; scale: number } | null = null;
  private size = { width: 0, height: 0 };
  /** The view the places texture was last drawn for: drawn again when a lost context returns. */
  private placed: MapView | null = null;

  constructor(private readonly renderer: Renderer) {
    const shader = Shader.from({
      gl: { vertex, fragment },
      resources: {
        uPicture: CLEAR,
        uPlaces: CLEAR,
        uPalette: this.paletteSource,
        pictureUniforms: { uPictureUv: { value: new Float32Array([1, 1]), type: 'vec2<f32>' } },
      },
    });
    const geometry = new MeshGeometry({
      positions: new Float32Array(8),
      uvs: new Float32Array([0, 0, 1, 0, 1, 1, 0, 1]),
      indices: new Uint32Array([0, 1, 2, 0, 2, 3]),
    });
    this.mesh = new Mesh({ geometry, shader });
    // A lost WebGL context (a phone that put the tab away) comes back with every texture's pixels
    // gone; Pixi uploads those it has a source for, but the places were drawn on the GPU.
    renderer.runners.contextChange.add(this);
  }

  /** Called by the renderer's runner when its context is new or restored. */
  contextChange(): void {
    if (this.placed) this.drawPlaces(this.placed);
  }

  /** The map's picture drawn at `scale` map px per picture px; null shows the tints alone. */
  setPicture(picture: { texture: Texture; scale: number } | null): void {
    this.picture = picture;
    this.mesh.shader!.resources.uPicture = picture?.texture.source ?? CLEAR;
    this.fitPicture();
  }

  /**
   * Brings the tints drawn for `prev` in line with `next`; `moved` says the territories' places
   * changed (or nothing is drawn yet), which draws the places texture again. Returns the indices
   * of the territories whose tint changed.
   */
  repaint(prev: MapView | null, next: MapView, moved: boolean): number[] {
    if (moved) this.drawPlaces(next);
    const changed = this.palette.repaint(prev, next, moved);
    if (changed.length > 0) this.paletteSource.update();
    return changed;
  }

  destroy(): void {
    this.renderer.runners.contextChange.remove(this);
    this.places?.destroy(true);
    this.paletteSource.destroy();
  }

  private drawPlaces(view: MapView): void {
    const { width, height } = view;
    if (!this.places || this.size.width !== width || this.size.height !== height) {
      this.places?.destroy(true);
      this.places = RenderTexture.create({ width, height, resolution: 1, scaleMode: 'nearest' });
      this.size = { width, height };
      this.mesh.geometry.positions = new Float32Array([0, 0, width, 0, width, height, 0, height]);
      this.fitPicture();
    }
    const places = drawPlaces(view);
    this.renderer.render({ container: places, target: this.places, clearColor: [0, 0, 0, 0] });
    places.destroy();
    this.mesh.shader!.resources.uPlaces = this.places.source;
    this.placed = view;
  }

  /** The picture's share of the map's rectangle, in its own texture coordinates. */
  private fitPicture(): void {
    const uniforms = this.mesh.shader!.resources.pictureUniforms.uniforms
      .uPictureUv as Float32Array;
    const source: TextureSource | undefined = this.picture?.texture.source;
    if (!this.picture || !source || this.size.width === 0) uniforms.set([1, 1]);
    else {
      uniforms.set([
        this.size.width / (source.width * this.picture.scale),
        this.size.height / (source.height * this.picture.scale),
      ]);
    }
  }
}
