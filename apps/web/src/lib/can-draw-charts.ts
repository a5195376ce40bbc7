let canvasSupport: boolean | undefined;

/**
 * Whether this browser can draw on a canvas. Where it cannot (jsdom, some locked-down
 * browsers) dashboards show their figures as a table instead of a chart.
 */
export function canDrawCharts(): boolean {
  if (canvasSupport === undefined) {
    try {
      const canvas = document.createElement('canvas');
      canvasSupport = typeof canvas.getContext === 'function' && canvas.getContext('2d') !== null;
    } catch {
      canvasSupport = false;
    }
  }
  return canvasSupport;
}
