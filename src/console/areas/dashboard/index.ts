/** The dashboard (performance overview, analytics, product cards); one chunk with uPlot. */
export { DashboardPage } from './DashboardPage';
