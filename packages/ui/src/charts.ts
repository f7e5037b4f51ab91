// The back office's charts: the only entry that brings the chart library (Recharts). Import it from the
// back office's code only, so no public page loads it.
export * from './components/ChartCard/ChartCard';
