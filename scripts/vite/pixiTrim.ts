import type { Plugin } from 'vite';

/**
 * PixiJS as the game uses it: WebGL, Graphics, Sprite and Text, input through the DOM. Pixi's
 * defaults also bring in the WebGPU and canvas renderers, the event system, accessibility, DOM
 * overlays, filters and sprite sheets, about a third of what the play route downloads. This
 * rewrites the few Pixi modules that pull those in:
 *
 * - the browser environment loads only the renderer's own extensions (no events, accessibility,
 *   DOM, filters or sprite sheets: the canvases take pointer input themselves, see
 *   client/map/cameraInput.ts);
 * - the renderer is WebGL, never WebGPU or the canvas renderer (the play screen asks for WebGL;
 *   browsers without it, even a software one, cannot show the map);
 * - Graphics and Text register no canvas-renderer halves, and masks and video textures, which
 *   no canvas uses, are not registered; nor are the alpha and stencil mask pipes (with the filter
 *   code the alpha one brings) or the extract system (reading pixels back), which nothing calls;
 * - the eval-free shader glue (the site's CSP forbids eval) is installed for WebGL alone.
 *
 * A rewrite whose source no longer looks as expected fails the build, so a Pixi upgrade cannot
 * quietly bring the extras back or break the canvas. Builds only: the dev server serves the whole
 * of Pixi, pre-bundled.
 */

interface Rewrite {
  /** The module, as the end of its resolved path. */
  file: string;
  apply(code: string): string;
}

/** Takes `names` out of a Pixi `init` module: their imports and their `extensions.add` calls. */
function dropExtensions(code: string, names: string[], file: string): string {
  for (const name of names) {
    code = replaceOnce(code, new RegExp(`import \\{ ${name} \\}[^\\n]*\\n`), '', file);
  }
  return code.replace(/extensions\.add\(([^)]*)\);\n/g, (_, args: string) => {
    const kept = args
      .split(',')
      .map((arg) => arg.trim())
      .filter((arg) => arg !== '' && !names.includes(arg));
    return kept.length > 0 ? `extensions.add(${kept.join(', ')});\n` : '';
  });
}

/** Takes `names` out of a module listing systems or pipes: their imports and array entries. */
function dropListed(code: string, names: string[], file: string): string {
  for (const name of names) {
    code = replaceOnce(code, new RegExp(`import \\{ ${name} \\}[^\\n]*\\n`), '', file);
    code = replaceOnce(code, new RegExp(`\\n  ${name},?(?=\\n)`), '', file);
  }
  return code;
}

function replaceOnce(code: string, find: string | RegExp, by: string, file: string): string {
  const found = typeof find === 'string' ? code.includes(find) : find.test(code);
  if (!found) throw new Error(`pixiTrim: ${file} changed; check scripts/vite/pixiTrim.ts`);
  return code.replace(find, by);
}

const REWRITES: Rewrite[] = [
  {
    file: 'pixi.js/lib/environment-browser/browserAll.mjs',
    apply: () => "import '../rendering/init.mjs';\n",
  },
  // Only loaded inside a web worker, which the game never renders in; kept as small.
  {
    file: 'pixi.js/lib/environment-webworker/webworkerAll.mjs',
    apply: () => "import '../rendering/init.mjs';\n",
  },
  {
    file: 'pixi.js/lib/index.mjs',
    apply: (code) =>
      replaceOnce(code, "import './spritesheet/init.mjs';\n", '', 'pixi.js/lib/index.mjs'),
  },
  {
    file: 'pixi.js/lib/rendering/renderers/autoDetectRenderer.mjs',
    apply: (code) => {
      const file = 'autoDetectRenderer.mjs';
      code = replaceOnce(
        code,
        /if \(rendererType === "webgpu"[^]*?\} else if \(rendererType === "webgl"/,
        'if (rendererType === "webgl"',
        file,
      );
      return replaceOnce(
        code,
        / else if \(rendererType === "canvas"\) \{[^]*?break;\n {4}\}/,
        '',
        file,
      );
    },
  },
  // The canvas renderer's halves of Graphics and Text, and masks and video textures, unused.
  {
    file: 'pixi.js/lib/scene/graphics/init.mjs',
    apply: (code) =>
      dropExtensions(code, ['CanvasGraphicsPipe', 'CanvasGraphicsContextSystem'], 'graphics'),
  },
  // (CanvasTextPipe, despite its name, draws Text on every renderer: it stays.)
  {
    file: 'pixi.js/lib/scene/text/init.mjs',
    apply: (code) => dropExtensions(code, ['CanvasRendererTextSystem'], 'text'),
  },
  {
    file: 'pixi.js/lib/rendering/init.mjs',
    apply: (code) =>
      dropExtensions(code, ['AlphaMask', 'ColorMask', 'StencilMask', 'VideoSource'], 'rendering'),
  },
  // (The colour mask pipe stays: every render group's build starts it.)
  {
    file: 'pixi.js/lib/rendering/renderers/shared/system/SharedSystems.mjs',
    apply: (code) =>
      dropListed(code, ['AlphaMaskPipe', 'StencilMaskPipe', 'ExtractSystem'], 'SharedSystems'),
  },
  {
    file: 'pixi.js/lib/unsafe-eval/init.mjs',
    apply: (code) => {
      for (const name of ['GpuUboSystem', 'ParticleBuffer']) {
        code = replaceOnce(code, new RegExp(`import \\{ ${name} \\}[^\\n]*\\n`), '', name);
        code = replaceOnce(
          code,
          new RegExp(`Object\\.assign\\(${name}\\.prototype, \\{[^]*?\\n  \\}\\);\\n`),
          '',
          name,
        );
      }
      return replaceOnce(
        code,
        /, generateUboSyncPolyfillWGSL \}/,
        ' }',
        'unsafe-eval/init.mjs',
      ).replace(/import \{ generateParticleUpdatePolyfill \}[^\n]*\n/, '');
    },
  },
];

/** The Vite plugin applying the rewrites above to Pixi's modules. */
export function pixiTrim(): Plugin {
  return {
    name: 'conquest-pixi-trim',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const path = id.split('?')[0]?.replaceAll('\\', '/') ?? '';
      const rewrite = REWRITES.find((r) => path.endsWith(`node_modules/${r.file}`));
      return rewrite ? { code: rewrite.apply(code), map: null } : undefined;
    },
  };
}
