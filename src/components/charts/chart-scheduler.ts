// Creating a chart.js chart reads its canvas's computed style and measures every tick label: 50–150 ms per chart on a
// phone's CPU (Lighthouse's mobile preset slows it 4×). A screen of charts used to create them all in one task when
// chart.js arrived. Now each chart is created in a task of its own, and only once its canvas comes near the viewport;
// printing creates the rest first, so a printed screen has every chart.

type Draw = () => void;

const queue: Draw[] = [];
const pending = new Set<Draw>();
let pumping = false;
let printHooked = false;

const pump = () => {
  queue.shift()?.();
  if (queue.length > 0) setTimeout(pump, 0);
  else pumping = false;
};

const enqueue = (draw: Draw) => {
  queue.push(draw);
  if (pumping) return;
  pumping = true;
  setTimeout(pump, 0);
};

const hookPrint = () => {
  if (printHooked) return;
  printHooked = true;
  window.addEventListener('beforeprint', () => {
    for (const draw of [...pending]) draw();
  });
};

/** Runs `draw` once `canvas` is within a screen of the viewport, in a task of its own; the returned function cancels. */
export function drawWhenNear(canvas: HTMLCanvasElement, draw: Draw): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    draw();
    return () => undefined;
  }
  let observer: IntersectionObserver | null = null;
  const cancel = () => {
    observer?.disconnect();
    observer = null;
    pending.delete(once);
    const at = queue.indexOf(once);
    if (at >= 0) queue.splice(at, 1);
  };
  function once() {
    cancel();
    draw();
  }
  pending.add(once);
  hookPrint();
  observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer?.disconnect();
      observer = null;
      enqueue(once);
    },
    { rootMargin: '100% 0px' },
  );
  observer.observe(canvas);
  return cancel;
}
