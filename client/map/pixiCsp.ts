// Pixi compiles its shader glue with `new Function` unless this module is loaded, and the site's
// Content-Security-Policy forbids eval: every canvas imports this file before it creates a renderer.
import 'pixi.js/unsafe-eval';
