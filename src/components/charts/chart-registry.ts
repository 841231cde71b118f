import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { chartChrome } from './chart-palette';

// Only ever reached through chart-loader's dynamic import: static named imports let the bundler drop every
// controller, scale and plugin of chart.js this kit does not draw with, and module evaluation registers them once.
Chart.register(LineController, BarController, LineElement, BarElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);
Chart.defaults.font.family = chartChrome.font;
Chart.defaults.color = chartChrome.text;
// Charts appear drawn, not animated: the entry animation redraws every chart for a second on the main thread while
// the screen is still loading (on a phone that was most of the dashboard's blocking time).
Chart.defaults.animation = false;

export { Chart };
