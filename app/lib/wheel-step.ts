/**
 * Turns a stream of wheel events into single steps (one slide per gesture). A mouse wheel sends
 * a few events of ~100 px per notch; a touchpad sends many small ones and then a long tail of
 * inertia. A step fires once the gesture has moved `threshold` px; the rest of that gesture is
 * swallowed until the wheel has been quiet for `quietMs` or turns the other way.
 */
export interface WheelStepperOptions {
  /** Pixels of travel that make a step. */
  threshold?: number;
  /** A pause this long (ms) ends a gesture. */
  quietMs?: number;
}

/** One wheel event, reduced to what the stepper needs. */
export interface WheelInput {
  deltaY: number;
  /** WheelEvent.deltaMode: 0 pixels, 1 lines, 2 pages. */
  deltaMode: number;
  /** Event time in ms (Event.timeStamp). */
  time: number;
}

/** Pixels per line and per page, for wheels that report in lines or pages (Firefox). */
const LINE_PX = 16;
const PAGE_PX = 800;

export function wheelPixels({ deltaY, deltaMode }: Pick<WheelInput, "deltaY" | "deltaMode">) {
  if (deltaMode === 1) return deltaY * LINE_PX;
  if (deltaMode === 2) return deltaY * PAGE_PX;
  return deltaY;
}

/** Returns a function that takes each wheel event and answers -1 (back), 1 (on) or 0. */
export function createWheelStepper({ threshold = 40, quietMs = 220 }: WheelStepperOptions = {}) {
  let travel = 0;
  let last = Number.NEGATIVE_INFINITY;
  let stepped = false;
  return (input: WheelInput): -1 | 0 | 1 => {
    const pixels = wheelPixels(input);
    const newGesture = input.time - last > quietMs;
    const reversed = travel !== 0 && Math.sign(pixels) !== Math.sign(travel);
    last = input.time;
    if (pixels === 0) return 0;
    if (newGesture || reversed) {
      travel = 0;
      stepped = false;
    }
    if (stepped) return 0;
    travel += pixels;
    if (Math.abs(travel) < threshold) return 0;
    stepped = true;
    return travel > 0 ? 1 : -1;
  };
}
