// uPlot's stylesheet, imported for its effect (the bundler adds it to the chart's chunk).
declare module 'uplot/dist/uPlot.min.css';
