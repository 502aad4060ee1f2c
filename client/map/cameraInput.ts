/**
 * Pointer and wheel input for the camera: drag to pan, wheel to zoom at the cursor, two fingers
 * to pinch, and a press that barely moves is a tap. The maths lives in camera.ts; this class only
 * turns DOM events into its calls.
 */
import {
  centreOn,
  clampCamera,
  fitCamera,
  frameArea,
  initialCamera,
  panBy,
  visibleArea,
  wheelFactor,
  zoomAt,
  zoomCentre,
  type Area,
  type Bounds,
  type Camera,
} from './camera';

export interface ScreenPoint {
  x: number;
  y: number;
}

/** Pointer travel (screen pixels) under which a press and release counts as a tap. */
export const TAP_SLOP = 6;

/** The camera wired to an element: what the canvases call. */
export interface CameraHandle {
  /** The current camera. */
  readonly camera: Camera;
  /** The content's size in screen pixels at zoom 1; starts a new view when it changes. */
  setContent(width: number, height: number): void;
  /** Keeps the current view valid after the viewport changed size. */
  refit(): void;
  /** Zooms by `factor` around the middle of the view (the zoom buttons). */
  zoomBy(factor: number): void;
  /** Shows the whole map again. */
  fit(): void;
  /** Shows a part of the world as large as it fits, if that is closer than the fitted view. */
  frame(area: Area): void;
  /** Moves the view to have the world point (x, y) in its middle (the overview map). */
  centreOn(x: number, y: number): void;
  /** The part of the content on screen, in content pixels; and the content's size. */
  visible(): { area: ReturnType<typeof visibleArea>; content: { width: number; height: number } };
  detach(): void;
}

/** Dragging something on the map (a territory in the editor) instead of panning. */
export interface DragHandler {
  /** Whether a press here picks something up (else the press pans as usual). */
  grab(point: ScreenPoint): boolean;
  move(point: ScreenPoint): void;
  /** The release after a move (a press that barely moved is a tap instead). */
  drop(point: ScreenPoint): void;
}

export interface CameraOptions {
  /** Start with the whole map in view at any width (else: real size on wide screens). */
  fit?: boolean;
  /** Screen pixels kept free around the fitted map (see `Bounds.padding`), or what says them. */
  padding?: number | (() => number);
  /** A map shorter than the view sits at its top (see `Bounds.alignTop`). */
  alignTop?: () => boolean;
  drag?: DragHandler;
}

/**
 * Wires the camera to `element`: `apply` receives every new camera, `onTap` every tap (in screen
 * pixels of the element).
 */
export function attachCamera(
  element: HTMLElement,
  apply: (camera: Camera) => void,
  onTap: (point: ScreenPoint) => void = () => {},
  options: CameraOptions = {},
): CameraHandle {
  return new CameraInput(
    element,
    apply,
    onTap,
    options.fit ? fitCamera : initialCamera,
    typeof options.padding === 'function' ? options.padding : () => Number(options.padding ?? 0),
    options.alignTop ?? (() => false),
    options.drag,
  );
}

class CameraInput implements CameraHandle {
  private content = { width: 1, height: 1 };
  private current: Camera = { x: 0, y: 0, zoom: 1 };
  private pointers = new Map<number, ScreenPoint>();
  private travelled = 0;
  /** The pointer carrying something picked up by the drag handler. */
  private dragging: number | null = null;
  /** Whether the view is still the first one (neither panned nor zoomed since). */
  private untouched = true;

  constructor(
    private element: HTMLElement,
    private apply: (camera: Camera) => void,
    private onTap: (point: ScreenPoint) => void,
    private firstView: (b: Bounds) => Camera,
    private padding: () => number,
    private alignTop: () => boolean,
    private drag?: DragHandler,
  ) {
    element.addEventListener('wheel', this.onWheel, { passive: false });
    element.addEventListener('pointerdown', this.onDown);
    element.addEventListener('pointermove', this.onMove);
    element.addEventListener('pointerup', this.onUp);
    element.addEventListener('pointercancel', this.onCancel);
    element.style.touchAction = 'none';
  }

  get camera(): Camera {
    return this.current;
  }

  setContent(width: number, height: number): void {
    if (width === this.content.width && height === this.content.height) return;
    this.content = { width, height };
    this.untouched = true;
    this.set(this.firstView(this.bounds()));
  }

  refit(): void {
    // A fitted map nobody has moved stays fitted when the viewport changes size.
    const fitted = this.untouched && this.firstView === fitCamera;
    this.set(fitted ? fitCamera(this.bounds()) : clampCamera(this.current, this.bounds()));
  }

  zoomBy(factor: number): void {
    this.untouched = false;
    this.set(zoomCentre(this.current, factor, this.bounds()));
  }

  fit(): void {
    this.untouched = this.firstView === fitCamera;
    this.set(fitCamera(this.bounds()));
  }

  frame(area: Area): void {
    const framed = frameArea(area, this.bounds());
    if (!framed) return;
    this.untouched = false;
    this.set(framed);
  }

  centreOn(x: number, y: number): void {
    this.untouched = false;
    this.set(centreOn(this.current, x, y, this.bounds()));
  }

  visible() {
    return { area: visibleArea(this.current, this.bounds()), content: this.content };
  }

  detach(): void {
    this.element.removeEventListener('wheel', this.onWheel);
    this.element.removeEventListener('pointerdown', this.onDown);
    this.element.removeEventListener('pointermove', this.onMove);
    this.element.removeEventListener('pointerup', this.onUp);
    this.element.removeEventListener('pointercancel', this.onCancel);
  }

  private bounds(): Bounds {
    return {
      viewWidth: this.element.clientWidth || 1,
      viewHeight: this.element.clientHeight || 1,
      contentWidth: this.content.width,
      contentHeight: this.content.height,
      padding: this.padding(),
      alignTop: this.alignTop(),
    };
  }

  private set(next: Camera): void {
    this.current = next;
    this.apply(next);
  }

  private local(e: PointerEvent | WheelEvent): ScreenPoint {
    const rect = this.element.getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  }

  private onWheel = (e: WheelEvent): void => {
    e.preventDefault();
    const { x, y } = this.local(e);
    this.untouched = false;
    this.set(zoomAt(this.current, wheelFactor(e.deltaY), x, y, this.bounds()));
  };

  private onDown = (e: PointerEvent): void => {
    this.element.setPointerCapture(e.pointerId);
    const point = this.local(e);
    if (this.pointers.size === 0) {
      this.travelled = 0;
      if (this.drag?.grab(point)) this.dragging = e.pointerId;
    }
    this.pointers.set(e.pointerId, point);
  };

  private onMove = (e: PointerEvent): void => {
    const before = this.pointers.get(e.pointerId);
    if (!before) return;
    const now = this.local(e);
    this.travelled += Math.hypot(now.x - before.x, now.y - before.y);
    if (this.dragging === e.pointerId) {
      this.pointers.set(e.pointerId, now);
      if (this.travelled >= TAP_SLOP) this.drag?.move(now);
      return;
    }
    const other = [...this.pointers].find(([id]) => id !== e.pointerId)?.[1];
    if (other || this.travelled >= TAP_SLOP) this.untouched = false;
    if (other) {
      // Pinch: zoom by the change of the distance between the two fingers, around their middle.
      const spread = (p: ScreenPoint) => Math.hypot(p.x - other.x, p.y - other.y) || 1;
      const mid = { x: (now.x + other.x) / 2, y: (now.y + other.y) / 2 };
      this.set(zoomAt(this.current, spread(now) / spread(before), mid.x, mid.y, this.bounds()));
    } else {
      this.set(panBy(this.current, now.x - before.x, now.y - before.y, this.bounds()));
    }
    this.pointers.set(e.pointerId, now);
  };

  private onUp = (e: PointerEvent): void => {
    const single = this.pointers.size === 1;
    const dragged = this.dragging === e.pointerId && this.travelled >= TAP_SLOP;
    if (this.dragging === e.pointerId) this.dragging = null;
    if (!this.pointers.delete(e.pointerId)) return;
    if (dragged) this.drag?.drop(this.local(e));
    else if (single && this.travelled < TAP_SLOP) this.onTap(this.local(e));
  };

  private onCancel = (e: PointerEvent): void => {
    this.pointers.delete(e.pointerId);
    if (this.dragging === e.pointerId) this.dragging = null;
  };
}
