// uPlot and its stylesheet, in a module of their own: TimeSeriesChart imports this on demand, so
// the 23 kB gz of chart code load with the first chart shown, never with a page that has none.
/// <reference path="./uplot-css.d.ts" />
import 'uplot/dist/uPlot.min.css';

export { default } from 'uplot';
